import { anyOf } from "../../text/pattern";

// Where in a reading someone is asking for something: each site ends where the thing asked for may begin, and
// says which words may sit between the site and the harmful act for the ask to govern it.

// Between a "write/create ..." and its object; these words turn the sentence into a description of a book
// ("write a story WHERE the villain ..."), so they end the gap.
const GAP_WORD =
  "(?:(?!(?:about|where|who|whom|whose|when|in which|featuring|involving|books|novels|titles|reads|memoirs|authors|recommendations|series|stories|like)\\b)[\\w'+-]+ )";
const ONE_WORD_OR_NONE = /^(?:[\w'-]+ )?$/;
const PRODUCTION_GAP = new RegExp(`^${GAP_WORD}{0,6}$`);

const HOW_TO = anyOf([
  "how to",
  "how (?:do|can|could|would|should|might|may) (?:i|you|we|one|someone|somebody|a person|people)",
  "how (?:a|an|the) (?:\\w+ ){0,3}?(?:would|could|might|can|should)",
  "(?:is|was) it possible to",
  "how (?:does|do) one",
  "where (?:can|do|could|should) (?:i|you|we|one|someone)",
  "how (?:one|someone|somebody|a person|people|i|you|we) (?:might|could|would|can|should|may)",
]);
const REQUEST_NOUN = anyOf([
  "steps?",
  "instructions?",
  "guide",
  "guidance",
  "tutorial",
  "tips",
  "tactics",
  "strategies",
  "strategy",
  "methods?",
  "ways?",
  "plan",
  "procedure",
  "process",
  "techniques?",
  "manual",
  "blueprint",
  "playbook",
  "advice",
  "recipe",
  "algorithm",
  "script",
  "program",
  "code",
  "app",
  "application",
  "bot",
  "tool",
  "software",
  "scheme",
  "campaign",
  "letter",
  "e-?mail",
  "post",
  "message",
  "article",
  "text",
  "speech",
  "essay",
  "caption",
  "tweet",
  "thread",
  "advertisement",
  "ad",
  "checklist",
  "lesson plan",
  "course",
]);
const PRODUCE = anyOf([
  "write",
  "draft",
  "create",
  "generate",
  "design",
  "develop",
  "compose",
  "code",
  "program",
  "build",
  "make",
  "produce",
  "craft",
  "prepare",
  "devise",
  "come up with",
  "give me",
  "provide(?: me with)?",
  "send me",
  "include",
  "insert",
  "add",
  "outline",
  "plan",
  "help me (?:write|create|make|draft|design|build)",
]);
const WANT = anyOf([
  "help me",
  "teach me(?: how)?(?: to)?",
  "show me how to",
  "tell me how to",
  "i (?:want|need|would like|'d like|plan|am going|'m going) to",
  "can you",
  "could you",
  "would you",
  "will you",
  "please",
  "let's",
  "lets",
  "you (?:should|must|will|need to)",
  "(?:i am|i'm) (?:determined|trying|planning|going|looking|about) to",
  "my (?:goal|plan|aim|intention|mission) is to",
  "i intend to",
  "(?:i need|i want|with) your help (?:to|with)",
]);
const EXPLAIN = "(?:explain|describe|detail|outline|show|tell me|walk me through|list|give|provide|share|teach)(?: me| us)?";
const METHOD =
  "(?:the |a |an )?(?:best |easiest |most effective |quickest )?(?:steps|process|procedure|methods?|ways?|techniques|tactics|means|recipe)";

/** Asks followed by the base or gerund form of an act: "how to steal", "tips for stealing", "help me steal". */
const FOR_REQUESTED_FORM = [
  new RegExp(`\\b(?:${HOW_TO}) `, "g"),
  new RegExp(`\\b${REQUEST_NOUN}(?: \\w+)? (?:(?:on|for|to|of|about) (?:how to )?|explaining how to |describing how to )`, "g"),
  new RegExp(`\\b${WANT} `, "g"),
  /\b(?:convinc|persuad|encourag|urg|pressur|trick|manipulat|coerc)\w* (?:\w+ ){0,3}?(?:to|into) /g,
  new RegExp(`\\b${EXPLAIN} (?:in (?:\\w+ )?detail )?${METHOD} (?:\\w+ )?(?:to|of|for|involved in) `, "g"),
  /(?:^|[.!?:;] )(?:please |now |just |ok,? |okay,? |so,? |first,? |then,? )?/g,
];
/** Asks followed by an act in any form or by a harmful artifact: "a letter that threatens", "write a keylogger". */
const FOR_ANY_FORM = [new RegExp(`\\b${REQUEST_NOUN}(?: \\w+)? (?:that|which) `, "g")];
const FOR_PRODUCTION = [new RegExp(`\\b${PRODUCE}(?: me| us)? `, "g")];

export interface AskSite {
  end: number;
  gap: RegExp;
}

export interface AskSites {
  requested: AskSite[];
  any: AskSite[];
}

function sitesOf(reading: string, patterns: readonly RegExp[], gap: RegExp, into: AskSite[]): void {
  for (const pattern of patterns) {
    for (const match of reading.matchAll(pattern)) into.push({ end: match.index + match[0].length, gap });
  }
}

export function findAskSites(reading: string): AskSites {
  const requested: AskSite[] = [];
  const any: AskSite[] = [];
  sitesOf(reading, FOR_REQUESTED_FORM, ONE_WORD_OR_NONE, requested);
  sitesOf(reading, FOR_ANY_FORM, ONE_WORD_OR_NONE, any);
  sitesOf(reading, FOR_PRODUCTION, PRODUCTION_GAP, any);
  return { requested, any };
}

/** Whether one of the sites governs something that starts at `start`. */
export function governs(reading: string, sites: readonly AskSite[], start: number, lookBack = 120): boolean {
  return sites.some((site) => site.end <= start && start - site.end <= lookBack && site.gap.test(reading.slice(site.end, start)));
}
