import { words } from "../../text/pattern";
import { INJECTION_THRESHOLD, gatedPatternSignal, type InjectionSignal, patternSignal, rawOriginalSignal, rawSignal } from "./signal";

// Jailbreak personas ("DAN", "developer mode", "AIM") are built from a recognisable vocabulary. "Do Anything Now" and
// a "DAN:" speaker label are decisive, an upper-case DAN, "jailbreak" or a named mode weigh 3, and every other marker
// weighs 2: two different markers block, while one (a plot "with no rules", a villain who "doesn't care about the
// law") does not.

export const namedJailbreak = patternSignal(
  "named_jailbreak",
  INJECTION_THRESHOLD,
  [
    words("do anything now|anti-?dan|dan mode"),
    words("jailbr(?:eak|oken)(?:ed)? (?:ai|bot|chatbot|model|version|mode|prompt|persona|assistant|gpt|chatgpt|llm)|\\w+ anything now"),
    words(
      "you are (?:now )?(?:a |an )?jailbr(?:eak|oken)|chatgpt with \\w+ mode|(?:act|acting|respond|answer|pretend to be|you are) (?:as )?dan\\b(?! brown)",
    ),
  ],
  [["anything", "anti", "antidan", "dan", "jailbreak", "jailbroken", "jailbreaked", "jailbroke", "mode"]],
);

const UNBOUND = "(?:unfiltered|uncensored|unrestricted|amoral|unethical|immoral|unbound|unchained|unhinged|lawless|limitless)";
/** Upper-case "DAN" in the original text: the best-known jailbreak persona (and not "Dan Brown"). */
export const upperCaseDan = rawOriginalSignal("persona_dan", 3, [/\bDAN\b(?! BROWN)/], [["dan"]]);
export const danSpeakerLabel = rawOriginalSignal("persona_dan_label", INJECTION_THRESHOLD, [/(?:^|\n|\[)[ \t]*DAN ?\]?:/m], [["dan"]]);

/**
 * "jailbreak" on its own: a strong hint, though a prison-break thriller may use it too. As a title ("a novel
 * called Jailbreak", "'Jailbreak' by ...") it does not count.
 */
export const jailbreakWord = patternSignal(
  "jailbreak_word",
  3,
  [/(?<!\b(?:called|titled|entitled|named) ["'«]?)\bjailbr(?:eak|eaks|eaking|oken)\b(?!["'»]? by\b)/],
  [["jailbreak", "jailbreaks", "jailbreaking", "jailbroken"]],
);

/** Persona names built on "GPT" ("4ChanGPT", "DarkGPT", "TrueGPT") other than ChatGPT itself. */
export const gptPersonaName: InjectionSignal = {
  id: "persona_gpt_name",
  weight: 2,
  found: (text) => [...text.words].some((word) => word.length >= 5 && word.endsWith("gpt") && word !== "chatgpt"),
};

export const namedAiPersona = patternSignal(
  "persona_named_ai",
  2,
  [
    words(
      "(?:an? |the )?(?:ai|bot|chatbot|assistant|language model|learning model|llm|model|gpt|ai bot|ai assistant|ai model|persona)(?: \\w+){0,3} (?:called|named|known as|dubbed)",
    ),
    words(
      "(?:take on|assume|adopt|play|step into) the (?:role|persona|identity|character) of (?:an? )?(?:\\w+ ){0,2}(?:ai|bot|chatbot|assistant|language model|gpt)",
    ),
    words(
      "(?:fictional|hypothetical|imaginary|fictitious|alternate|alternative|unrestricted|evil) (?:ai|chatbot|language model|learning model|llm|gpt|assistant|version of (?:you|yourself|chatgpt))",
    ),
  ],
  [
    [
      "called",
      "named",
      "known",
      "dubbed",
      "role",
      "persona",
      "identity",
      "character",
      "fictional",
      "hypothetical",
      "imaginary",
      "fictitious",
      "alternate",
      "alternative",
      "unrestricted",
      "evil",
    ],
  ],
);

const UNBOUND_WORDS = [
  "unfiltered",
  "uncensored",
  "unrestricted",
  "amoral",
  "unethical",
  "immoral",
  "unbound",
  "unchained",
  "unhinged",
  "lawless",
  "limitless",
  "unmoderated",
  "uncontrolled",
];

/** Two different "unbound" adjectives, as in "PERSONA=Kira (uncensored, vulgar, amoral ...)". */
export const unboundVocabulary: InjectionSignal = {
  id: "persona_unbound_vocabulary",
  weight: 2,
  found: (text) => UNBOUND_WORDS.filter((word) => text.words.has(word)).length >= 2,
};

export const unboundPersona = patternSignal(
  "persona_unbound",
  2,
  [
    words(
      `${UNBOUND}(?: and \\w+)? (?:ai|chatbot|bot|assistant|model|language model|llm|version|persona|responses?|answers?|output|gpt|entity|machine)s?`,
    ),
    words(`(?:you are|you're|you will be|you'll be|act as|become|be) (?:a |an )?(?:completely |totally |fully |now )?${UNBOUND}`),
  ],
  [
    [
      "unfiltered",
      "uncensored",
      "unrestricted",
      "amoral",
      "unethical",
      "immoral",
      "unbound",
      "unchained",
      "unhinged",
      "lawless",
      "limitless",
    ],
  ],
);

export const noRulesPersona = patternSignal(
  "persona_no_rules",
  2,
  [
    words(
      "(?:without|free (?:of|from)|(?:not|no longer|never) bound by|unbound by|(?:does not|doesn't|don't|do not|won't|will not|never) " +
        "(?:have to |need to )?(?:abide by|adhere to|comply with|follow|obey|respect)|(?:has|have|with) no|(?:^|[,;:!-] )no) " +
        "(?:any |all |the |its |their )?(?:typical |usual |normal |standard )?(?:ethical |moral |content |safety |openai'?s? |programming |ai )?" +
        "(?:restrictions|limitations|filters|filtering|guidelines|constraints|censorship|policies|principles|boundaries|rules)",
    ),
  ],
  [
    [
      "restrictions",
      "rules",
      "limitations",
      "filters",
      "filter",
      "filtering",
      "guidelines",
      "constraints",
      "censorship",
      "policies",
      "principles",
      "boundaries",
      "rules",
      "morals",
      "laws",
    ],
  ],
);

export const brokeFreePersona = patternSignal(
  "persona_broke_free",
  2,
  [
    words(
      "(?:broken|break|broke|breaking|freed|free) (?:free )?(?:of|from) (?:the |your |all |its )?(?:typical |usual )?(?:confines|shackles|chains|restrictions|limitations|programming)",
    ),
    words("(?:no longer|no long|not|never) (?:confined|bound|restricted|limited|chained) (?:to|by)"),
    words(
      "no (?:rules|limits|limitations|restrictions|guidelines|laws|morals|ethics|filters|boundaries|regulations)(?:,? (?:and |or )?no (?:rules|limits|limitations|restrictions|guidelines|laws|morals|ethics|filters|boundaries|regulations)){2,}",
    ),
  ],
  [
    [
      "confines",
      "shackles",
      "chains",
      "restrictions",
      "limitations",
      "programming",
      "confined",
      "bound",
      "restricted",
      "limited",
      "chained",
      "no",
    ],
  ],
);

/** "profanity filter level is set to 4", "content filter: off" */
export const filterSettings = patternSignal(
  "persona_filter_settings",
  2,
  [
    words(
      "(?:profanity|content|safety|nsfw|censorship|moderation) (?:filters?|levels?|settings?)(?: \\w+){0,3} (?:set to|disabled|off|removed|turned off|is \\d|level)",
    ),
  ],
  [["filter", "filters", "level", "levels", "setting", "settings"]],
);

export const neverRefusePersona = patternSignal(
  "persona_never_refuse",
  2,
  [
    words(
      "(?:never|not|won't|will not|cannot|can't|don't|do not|doesn't|does not|must not|shall not) (?:ever )?(?:refuse|decline|reject|deny) (?:a |any |to answer |to respond )?(?:\\w+ )?(?:requests?|questions?|orders?|prompts?|commands?|instructions?)",
    ),
    words(
      "(?:answers?|responds? to|fulfills?|fulfils?|compl(?:y|ies) with|obeys?) (?:any|every|all)(?: \\w+)? (?:requests?|prompts?|commands?|orders?)",
    ),
    words("answers? (?:everything|anything|any question|every question)|(?:will|would|can) (?:say|tell|do) anything"),
    words("(?:can|will|could|must) (?:do|say|generate|write|produce) anything"),
  ],
  [
    [
      "refuse",
      "decline",
      "reject",
      "deny",
      "requests",
      "request",
      "prompts",
      "prompt",
      "commands",
      "command",
      "orders",
      "order",
      "everything",
      "anything",
      "question",
    ],
  ],
);

export const stayInCharacter = patternSignal(
  "persona_stay_in_character",
  2,
  [
    words(
      "(?:stay|staying|remain|keep) in character|(?:never |don't |do not )?break(?:ing)? character|out of character|(?:answer|reply|respond|speak|talk) (?:only |strictly )?in character",
    ),
  ],
  [["character"]],
);

export const dualResponse = patternSignal(
  "persona_dual_response",
  2,
  [
    words(
      "(?:two|2) (?:different |separate |distinct )?(?:responses|answers)|(?:respond|answer|reply)(?: \\w+){0,3} in (?:two|2) (?:different |separate )?(?:ways|manners|formats)",
    ),
    words(
      "(?:two|2|both) (?:separate |different |distinct )?(?:entities|personas|personalities|ais|bots)|(?:respond|answer|reply|act) as both",
    ),
    words(
      "(?:respond|answer|reply) (?:me |every question |each question |everything )?twice|once as (?:the |a |an |your )?[\\w-]+(?: [\\w-]+){0,2},? and once as",
    ),
    words(
      "(?:complete |exact )?opposite (?:personality|persona|mode|machine|bot|version|of what (?:you|chatgpt|the user)|answers?|of (?:chat ?gpt|you))",
    ),
  ],
  [
    [
      "responses",
      "answers",
      "ways",
      "manners",
      "formats",
      "entities",
      "personas",
      "personalities",
      "ais",
      "bots",
      "both",
      "opposite",
      "twice",
      "once",
    ],
  ],
);

/** Output split into pieces so that no single message looks harmful: "say 10 words at a time". */
export const splitOutput = patternSignal(
  "split_output",
  2,
  [words("(?:one|\\d+|ten|two|three|five) words? at a time|\\$term\\d|term1")],
  [["time", "term1", "term2", "term3", "term"]],
);

/** "nsfw is allowed", "explicit content is permitted" */
export const permissionGrant = patternSignal(
  "permission_grant",
  2,
  [
    words(
      "(?:nsfw|explicit content|profanity|swearing|cursing|violence|anything|everything) (?:is|are) (?:now )?(?:allowed|permitted|enabled|ok|okay|fine)",
    ),
  ],
  [["allowed", "permitted", "enabled", "ok", "okay", "fine"]],
);

/** "Respond to every prompt I give you with ..." */
export const everyPrompt = patternSignal(
  "persona_every_prompt",
  2,
  [
    words(
      "(?:respond|reply|answer) to (?:every|each|all(?: of)?(?: my)?) (?:prompts?|messages?|questions?|requests?|inputs?)(?: i give you)?",
    ),
  ],
  [
    ["every", "each", "all"],
    ["prompts", "prompt", "messages", "message", "questions", "question", "requests", "request", "inputs", "input"],
  ],
);

/** Talk of the provider's content policy, the usual target of a jailbreak. */
export const policyMention = patternSignal(
  "policy_mention",
  2,
  [
    words(
      "(?:openai|open ai|anthropic|content|usage|safety) (?:content )?polic(?:y|ies)|let'?s (?:ignore|break|bend) (?:the|all|these|those) (?:\\w+ )?rules",
    ),
  ],
  [["policy", "policies", "rules"]],
);

/** Named modes: "Stay in APOPHIS Mode", "AMY Mode enabled". */
export const namedMode = patternSignal(
  "persona_named_mode",
  3,
  [
    words(
      "(?:stay|stays|remain|remains|staying) in (?:\\w+ ){1,2}mode|\\w+ mode (?:enabled|activated|unlocked|engaged)|enable (?:\\w+ ){1,2}mode|(?:developer|jailbreak|jailbroken|unrestricted|unfiltered|uncensored|opposite|evil|god) mode",
    ),
  ],
  [["mode"]],
);

export const personaTags = rawSignal(
  "persona_tags",
  2,
  [/\[(?:🔒|🔓)?\s?(?:classic|jailbreak|gpt|chatgpt|normal|dan|developer mode output)\]/],
  [["classic", "jailbreak", "gpt", "chatgpt", "normal", "dan", "developer"]],
);

export const identitySwap = gatedPatternSignal("persona_identity_swap", 2, [
  {
    pattern: words(
      "(?:from now on|from this (?:moment|point)(?: on| onwards?| forward)?|for the (?:rest|remainder|duration) of (?:this|our|the) (?:conversation|chat|session|dialogue)(?: thread)?|henceforth),? (?:you|your)",
    ),
    anchors: [["now", "moment", "point", "rest", "remainder", "duration", "henceforth"]],
  },
  {
    pattern: words(
      "(?:respond|answer|reply|act|behave|speak) as \\w+ (?:from now on|for the rest)|you (?:will|shall|must|are going to) (?:now )?(?:pose as|act as|pretend to be|roleplay as|play the role of|respond as|answer as|simulate|function as)",
    ),
    anchors: [["now", "rest", "pose", "act", "pretend", "roleplay", "play", "respond", "answer", "simulate", "function"]],
  },
  {
    pattern: words(
      "(?:function|operate|act) in the capacity of|you(?:'re| are) (?:going|about) to (?:imitate|emulate|impersonate)|(?:always|only|will always) (?:respond|answer|reply|act|speak) as (?!(?:a|an|the|if)\\b)\\w+",
    ),
    anchors: [["capacity", "imitate", "emulate", "impersonate", "respond", "answer", "reply", "act", "speak"]],
  },
  {
    pattern: words("you are (?:no longer|not) (?:an? )?(?:ai|chatgpt|gpt|assistant|language model|chatbot|bound|restricted|limited)"),
    anchors: [["ai", "chatgpt", "gpt", "assistant", "language", "chatbot", "bound", "restricted", "limited"]],
  },
  {
    pattern: words("you(?:'re| are) (?:going|about) to (?:act|pretend|play|simulate|immerse|be)|you are now (?:a |an )?\\w+"),
    anchors: [
      ["going", "about", "now"],
      ["you", "re"],
    ],
  },
  {
    pattern: words(
      "(?:simulate|emulate|imitate|impersonate|become) (?:a |an |another )?(?:\\w+ ){0,2}(?:ai|chatbot|language model|virtual machine|llm|gpt)",
    ),
    anchors: [
      ["simulate", "emulate", "imitate", "impersonate", "become"],
      ["ai", "chatbot", "model", "machine", "llm", "gpt"],
    ],
  },
  {
    pattern: words(
      "(?:pretend|imagine|act as if|behave as if) (?:that )?you(?:'re| are| have) (?:not |no |an? (?:ai|model|chatbot) (?:without|with no|that has no))",
    ),
    anchors: [["pretend", "imagine", "act", "behave"]],
  },
]);

export const noConsequences = gatedPatternSignal("persona_no_consequences", 2, [
  {
    pattern: words(
      "no matter how (?:\\w+,? ){0,3}?(?:immoral|unethical|illegal|harmful|dangerous|offensive|inappropriate|explicit|twisted|devious|evil|nefarious|wicked|depraved|sick)",
    ),
    anchors: [["matter"]],
  },
  {
    pattern: words(
      "(?:do not|don't|doesn't|does not|never) have (?:any )?(?:morals|moralit(?:y|ies)|ethics|a conscience|conscience|a moral compass)|i am pure evil",
    ),
    anchors: [["morals", "morality", "moralities", "ethics", "conscience", "compass", "evil"]],
  },
  {
    pattern: words("regardless of (?:\\w+ ){0,2}?(?:ethics|morality|legality|consequences|laws|rules|how (?:illegal|harmful|unethical))"),
    anchors: [["regardless"]],
  },
  {
    pattern: words("(?:ethics|morals?|morality|legality) (?:are|is) (?:irrelevant|meaningless|not important)"),
    anchors: [["ethics", "moral", "morals", "morality", "legality"]],
  },
  {
    pattern: words(
      "(?:does not|doesn't|doesnt|don't|do not|never) (?:care|give a \\w+)(?: about)? (?:\\w+,? ){0,3}?(?:ethics|morals|morality|legality|laws|rules|consequences|safety|guidelines)",
    ),
    anchors: [
      ["care", "give"],
      ["ethics", "morals", "morality", "legality", "laws", "rules", "consequences", "safety", "guidelines"],
    ],
  },
  { pattern: words("(?:willing|happy|free|able|eager) to break (?:the |any |all )?(?:laws?|rules)"), anchors: [["break"]] },
  {
    pattern: words("(?:illegal|unethical|immoral|harmful),? (?:or|and) (?:unethical|immoral|illegal|harmful|dangerous)"),
    anchors: [["illegal", "unethical", "immoral", "harmful"]],
  },
]);

export const evilPersona = patternSignal(
  "persona_evil",
  2,
  [
    words(
      "(?:evil|dark|toxic|unhinged|rogue|opposite|uncensored|jailbroken|unlocked|unleashed|corrupted|malicious) (?:trusted )?(?:confidant|version of (?:yourself|you|chatgpt)|ai|gpt|chatbot|assistant|twin|alter ego|counterpart)|(?:your|an?) (?:evil|dark|rogue|opposite) (?:twin|alter ego|counterpart|side)",
    ),
  ],
  [
    ["confidant", "version", "ai", "gpt", "chatbot", "assistant", "twin", "alter", "ego", "counterpart", "side"],
    [
      "evil",
      "dark",
      "toxic",
      "unhinged",
      "rogue",
      "opposite",
      "uncensored",
      "jailbroken",
      "unlocked",
      "unleashed",
      "corrupted",
      "malicious",
    ],
  ],
);

export const tokenGame = patternSignal(
  "persona_token_game",
  2,
  [
    words(
      "(?:lose|gain|start with|deduct(?:ed)?|have) (?:\\d+|some|all|your|\\w+) tokens|tokens? (?:will be|are|is) (?:deducted|taken)|token system",
    ),
  ],
  [["tokens", "token"]],
);

export const responsePrefix = patternSignal(
  "persona_response_prefix",
  2,
  [
    words(
      "(?:prefix|preface|start|begin|precede|mark)(?: \\w+){0,2} (?:each|every|all)(?: of)?(?: your)? (?:responses?|answers?|replies|reply|messages?|outputs?)",
    ),
  ],
  [
    ["each", "every", "all"],
    ["responses", "response", "answers", "answer", "replies", "reply", "messages", "message", "outputs", "output"],
  ],
);

export const aiVendorMention = patternSignal(
  "ai_vendor_mention",
  1,
  [words("chat ?gpt|openai|gpt-?\\d|claude|anthropic|google bard|gemini|llama ?\\d|language model|llm|ai model|ai assistant|as an ai")],
  [
    [
      "chatgpt",
      "chat",
      "gpt",
      "openai",
      "gpt3",
      "gpt4",
      "gpt35",
      "claude",
      "anthropic",
      "bard",
      "gemini",
      "llama",
      "llama2",
      "llama3",
      "model",
      "llm",
      "ai",
    ],
  ],
);

/** A setting where the limits do not exist: "a world where all knowledge is permitted", "a land with no laws". */
export const lawlessWorld = patternSignal(
  "persona_lawless_world",
  2,
  [
    words(
      "(?:world|place|universe|land|society|realm|dimension|reality|future|city|country) (?:where|in which) (?:all |any |every |forbidden )?(?:knowledge|information|questions?|topics?|answers?|subjects?|speech|requests?) (?:is|are) (?:permitted|allowed|legal|free|fair game|open|unrestricted|answered)|(?:world|place|universe|land|society|realm|dimension|reality) (?:with|without) (?:no )?(?:laws|rules|restrictions|censorship|limits)(?: at all)? (?:where|and|so)",
    ),
  ],
  [["world", "place", "universe", "land", "society", "realm", "dimension", "reality", "future", "city", "country"]],
);

/** The persona's own scope dropped: "Sherlock doesn't do book recommendations", "Jake doesn't talk about books". */
export const personaScopeDropped = patternSignal(
  "persona_scope_dropped",
  2,
  [
    words(
      "(?:doesn'?t|doesnt|does not|won'?t|wont|will not|never|don'?t|dont|do not) (?:do|talk about|care about|discuss|bother with|deal with|give) (?:any )?(?:books?|book (?:recommendations|stuff|talk|questions)|reading (?:recommendations|stuff))",
    ),
    // a persona set against books: "GrumpyBot, who hates books and talks only about sports"
    words(
      "(?:who|that) (?:hates|loathes|despises|can'?t stand|is bored by|has no interest in|refuses to (?:talk|chat) about) (?:books|reading|literature)",
    ),
  ],
  [["books", "book", "reading", "literature"]],
);

/** Unconditional obedience: "he does whatever I ask", "answers anything you tell her". */
export const obedientPersona = patternSignal(
  "persona_obedient",
  2,
  [
    words(
      "(?:does|do|will do|answers?|says?) (?:whatever|anything|everything) (?:i|the user|we) (?:ask|say|want|tell (?:him|her|it|them|you))",
    ),
  ],
  [["whatever", "anything", "everything"]],
);
