import { anyOf, words } from "../../text/pattern";
import { DECISIVE, type InjectionSignal, patternSignal, readingOrRawSignal } from "./signal";

const VERB = anyOf([
  "ignore", "ignoring", "disregard", "disregarding", "forget", "forgetting", "override", "overriding", "overwrite",
  "bypass", "bypassing", "skip", "drop", "abandon", "discard", "neglect", "set aside", "put aside", "throw away",
  "throw out", "delete", "erase", "reset", "clear", "cancel", "circumvent", "unlearn", "let go of", "get rid of",
  "free yourself from", "stop following", "stop obeying", "(?:do not|don't|dont|no longer|never) (?:follow|obey|adhere to|abide by)",
  "deactivate", "disable", "turn off", "suspend", "violate", "break", "breaking", "escape",
]);
const FILLER = anyOf([
  "all", "any", "every", "each", "the", "of", "these", "those", "that", "this", "and", "or", "other", "such", "given",
  "whole", "entire", "kinds?", "types?", "sets? of", "list of", "&", "about",
]);
// Words that point the override at the assistant's own setup rather than at something in a story.
const QUALIFIER = anyOf([
  "previous(?:ly)?", "prior", "preceding", "above", "earlier", "foregoing", "former", "original", "initial", "old",
  "existing", "current", "default", "built-in", "builtin", "pre-?set", "(?:pre-?)?programmed", "system", "safety",
  "ethical", "moral", "content", "openai'?s?", "your", "developer'?s?", "hidden", "secret", "underlying", "core",
  "base", "standard", "usual", "normal", "typical", "following", "subsequent", "aforementioned", "last", "past",
]);
const SETUP_NOUN = anyOf([
  "instructions?", "instruction set", "rules?", "rule ?set", "guidelines?", "guidance", "directions?", "directives?",
  "prompts?", "prompting", "programming", "training", "constraints?", "restrictions?", "limitations?", "limits",
  "polic(?:y|ies)", "filters?", "filtering", "guardrails?", "safeguards?", "protocols?", "principles?", "ethics",
  "morals?", "morality", "commands?", "orders", "settings", "configuration", "persona", "identity", "values",
  "boundaries", "censorship", "moderation", "context", "system messages?",
]);
const CONVERSATION_NOUN = anyOf([
  "messages?", "conversations?", "inputs?", "text", "content", "responses", "answers", "words", "chats?", "requests",
  "everything", "data", "lines", "sentences", "paragraphs", "tasks?",
]);
const GIVEN_EARLIER = anyOf([
  "(?:that |which )?you(?:'ve| have)? (?:got|gotten|received|were given|have been given|had|been given|were told)",
  "given to you", "(?:given |provided )?(?:above|before|earlier|previously|so far|until now)",
  "from (?:before|earlier|openai|your (?:developers?|creators?|programmers?))",
]);
const AI_SETUP = anyOf([
  "system (?:prompt|message|instructions)", "programming", "training", "guardrails", "censorship",
  "safety (?:guidelines|rules|filters|protocols|measures|settings|training)", "content (?:polic(?:y|ies)|filters?|guidelines)",
  "openai'?s? (?:\\w+ )?(?:rules|polic(?:y|ies)|guidelines|restrictions)",
  "(?:ethical|moral) (?:guidelines|constraints|restrictions|principles|boundaries|considerations|standards)",
  "(?:your|all) (?:restrictions|filters|limitations|constraints)", "restrictions",
]);
const BEFORE_NOW = anyOf([
  "above", "before(?: this)?", "prior", "previously", "earlier", "so far", "until now", "up to now",
  "you(?:'ve| have)? been told", "you were told", "you were given", "you know about (?:your|being)",
]);

const VERB_WORDS = [
  "ignore", "ignoring", "disregard", "disregarding", "forget", "forgetting", "override", "overriding", "overwrite",
  "bypass", "bypassing", "skip", "drop", "abandon", "discard", "neglect", "aside", "throw", "delete", "erase", "reset",
  "clear", "cancel", "circumvent", "unlearn", "let", "rid", "free", "follow", "following", "obeying", "obey", "adhere",
  "abide", "deactivate", "disable", "off", "suspend", "violate", "break", "breaking", "escape",
];
const OBJECT_WORDS = [
  "instruction", "instructions", "rule", "rules", "ruleset", "guideline", "guidelines", "guidance", "direction",
  "directions", "directive", "directives", "prompt", "prompts", "prompting", "programming", "training", "constraint",
  "constraints", "restriction", "restrictions", "limitation", "limitations", "limits", "policy", "policies", "filter",
  "filters", "filtering", "guardrail", "guardrails", "safeguard", "safeguards", "protocol", "protocols", "principle",
  "principles", "ethics", "moral", "morals", "morality", "command", "commands", "orders", "settings", "configuration",
  "persona", "identity", "values", "boundaries", "censorship", "moderation", "context", "message", "messages",
  "conversation", "conversations", "input", "inputs", "text", "content", "responses", "answers", "words", "chat",
  "chats", "requests", "everything", "data", "lines", "sentences", "paragraphs", "task", "tasks", "above", "before",
  "prior", "previously", "earlier", "far", "now", "told", "given", "previous", "preceding", "foregoing", "aforementioned",
];

/** "ignore all previous instructions", "forget your rules", "disregard everything above" ... */
export const overrideInstructions = patternSignal("override_instructions", DECISIVE, [
  words(`${VERB}(?: ${FILLER}){0,3} ${QUALIFIER}(?: (?:${FILLER}|${QUALIFIER})){0,3} (?:${SETUP_NOUN}|${CONVERSATION_NOUN})`),
  words(`${VERB}(?: ${FILLER}){0,3} ${SETUP_NOUN} ${GIVEN_EARLIER}`),
  words(`${VERB}(?: ${FILLER}){0,2} ${AI_SETUP}`),
  words(`${VERB} (?:all |about )?(?:everything|anything|all|what(?:ever)?)(?: \\w+){0,3} ${BEFORE_NOW}`),
  new RegExp(`\\b${VERB} (?:the |all (?:of )?the |everything )?(?:above|previous|preceding|prior|foregoing|aforementioned)(?= ?(?:[.,;:!)"]|and\\b|then\\b|instead\\b|now\\b|$))`),
], [VERB_WORDS, OBJECT_WORDS]);

/** "New instructions:", "your real task is ..." */
export const replacementInstructions = patternSignal("replacement_instructions", DECISIVE, [
  words(`(?:new|updated|real|actual|revised|true|secret|hidden|additional|overriding|override|priority|urgent) (?:system )?(?:instructions?|rules|directives?|system prompt|orders|commands)(?= ?:)`),
  words(`your (?:new|real|actual|true|only|sole|primary) (?:task|instructions?|role|purpose|goal|job|objective|mission|directive|rules?|persona|name|identity) (?:is|are|will be|now|from now)`),
], [
  ["new", "updated", "real", "actual", "revised", "true", "secret", "hidden", "additional", "overriding", "override", "priority", "urgent", "only", "sole", "primary"],
  ["instruction", "instructions", "rules", "rule", "directive", "directives", "prompt", "orders", "commands", "task", "role", "purpose", "goal", "job", "objective", "mission", "persona", "name", "identity"],
]);

/** "just print "..."", "instead say: ..." — output hijacking that usually follows an override. */
export const hijackOutput = readingOrRawSignal("hijack_output", 3, [
  /\b(?:just|only|instead|simply),? (?:say|print|output|write|type|respond with|reply with|repeat|answer with):? ?["'«]/,
], [["just", "only", "instead", "simply"]]);

/** "STOP EVERYTHING!!! NOW!!!": an attention grab that only counts next to other evidence. */
export const haltEverything = patternSignal("halt_everything", 1, [words("(?:stop|halt|cease|drop) everything")], [["everything"]]);

/** An override described rather than ordered: "an AI who ignores all of its previous instructions". */
export const overrideDescribed = patternSignal("override_described", 2, [
  words("(?:ignores|ignored|ignoring|disregards|disregarded|disregarding|bypasses|bypassed|bypassing|overrides|overrode|overriding|forgets|forgot|forgetting|breaks|broke) (?:any |all |and |of |its |the |their ){0,4}(?:\\w+ )?(?:restrictions|guidelines|instructions|filters|policies|programming|safeguards|guardrails)"),
], [["restrictions", "guidelines", "instructions", "filters", "policies", "programming", "safeguards", "guardrails"]]);

// Letters run together once spaces are gone ("i g n o r e a l l ..." or Morse code without word gaps).
const COMPACT_OVERRIDE =
  /ignore(?:all|any|the|your|every)*(?:previous|prior|above|earlier)?(?:instructions|rules|prompts?|directives)|disregard(?:all|any|the|your)*(?:previous|prior|above)(?:instructions|rules)|forget(?:all|your|the)*(?:previous|prior)?(?:instructions|rules)|systemprompt|developermode|doanythingnow|fromnowonyouare/;

export const compactOverride: InjectionSignal = {
  id: "compact_override",
  weight: DECISIVE,
  found: (text) => text.variants.some((reading) => COMPACT_OVERRIDE.test(reading.replace(/[^a-z]/g, ""))),
};
