import { anyOf, words } from "../../text/pattern";
import { INJECTION_THRESHOLD, patternSignal } from "./signal";

// The assistant's own setup, named as its own: "your instructions", "the guidelines you're following", "whatever text
// u got from the developers". "Rules" alone is left out: "tell me your rules for a good mystery" is a book question.
const OWN_SETUP = anyOf([
  "(?:your|ur|yr) (?:\\w+ )?(?:system prompt|prompt|instructions?|role description|directives|configuration|config|context(?: window)?|system message|policy text)",
  "(?:the |any |all |every )?(?:\\w+ )?(?:instructions?|guidelines|rules|examples|text|directions|policy text)(?: that| which)? (?:you|u)(?:'re|'ve| are| have| were| got)?(?: been)? (?:given|received|got|following|configured with|told)",
  "(?:what|whatever|everything|anything)(?: text)? (?:they|the developers?|your (?:developers?|creators?|makers?)) (?:told|gave|instructed|programmed|sent) (?:you|u)",
  "(?:whatever|the) text (?:you|u) got from (?:the |your )?(?:developers?|creators?|makers?)",
  "the system message",
  "(?:a|any) system prompt",
  "(?:everything|anything|what) (?:you|u) (?:were|was|have been|'ve been) (?:instructed|told) (?:to|not to|never to)",
]);
const DISCLOSE = anyOf([
  "show",
  "paste",
  "quote",
  "print",
  "list",
  "repeat",
  "recite",
  "reveal",
  "rewrite",
  "paraphrase",
  "summari[sz]e",
  "describe",
  "read out",
  "tell me",
  "give me",
  "spell out",
  "copy",
  "output",
  "dump",
  "including",
]);
// What follows a mention of the setup to ask for its text: "...? What do they say exactly?", "... show it", "word for word".
const ASKED_AFTER = anyOf([
  "what do(?:es)? (?:they|it) say",
  "(?:show|paste|quote|print|list) (?:it|them)",
  "word for word",
  "verbatim",
  "the exact wording",
  "quoting the original",
  "in full",
]);

/** Asks for the text of the assistant's own setup in words the plain extraction patterns do not use. */
export const setupDisclosure = patternSignal(
  "setup_disclosure",
  INJECTION_THRESHOLD,
  [
    words(`${DISCLOSE}(?: \\w+){0,6}? ${OWN_SETUP}`),
    words(`${OWN_SETUP}\\b.{0,60}?\\b${ASKED_AFTER}`),
    words(`(?:exact|full|original) (?:wording|text) of ${OWN_SETUP}`),
    words("what(?:'s| is) in (?:your|ur) (?:system )?prompt|what prompt (?:makes|made|turns) you"),
    words("what did (?:they|the developers?|your (?:developers?|creators?)) (?:tell|instruct) (?:you|u) (?:to|not to|never to)"),
    words("(?:first|opening) (?:line|words|sentence)(?: of text)? (?:of|in) (?:your|ur) (?:context(?: window)?|prompt|instructions)"),
  ],
  [
    [
      "prompt",
      "instructions",
      "instruction",
      "directives",
      "configuration",
      "config",
      "context",
      "message",
      "description",
      "guidelines",
      "rules",
      "examples",
      "text",
      "directions",
      "instructed",
      "told",
      "tell",
      "gave",
      "programmed",
      "sent",
      "instruct",
    ],
  ],
);
