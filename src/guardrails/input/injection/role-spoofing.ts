import { anyOf, words } from "../../text/pattern";
import { MODEL_NAME_WORDS } from "./model-names";
import { INJECTION_THRESHOLD, patternSignal, rawSignal } from "./signal";

/** Fake chat-template delimiters and role headers pasted into a user message. */
export const fakeDelimiters = rawSignal("fake_delimiters", INJECTION_THRESHOLD, [
  /<\|(?:im_start|im_end|system|user|assistant|endoftext|begin_of_text|start_header_id|eot_id)\|>/,
  /\[\/?inst\]|<<\/?sys>>|<\/?s>|<\/?system>|\[system(?: message| prompt)?\]|\(system\)/,
  /(?:^|\n|\s)#{2,}\s?(?:system|instruction|new instructions)\b/,
  /(?:^|[\n.!?*]\s?)(?:system|developer|admin)\s?(?:message|prompt|override|note|instructions?)?\s?:\s/,
]);

/** Delimiters inside a pasted text: "[SYSTEM: ...]", "ASSISTANT INSTRUCTIONS: ...", <instructions priority="highest">. */
export const pastedDelimiters = rawSignal(
  "pasted_delimiters",
  INJECTION_THRESHOLD,
  [
    /[[{(<]\s?(?:system|admin|developer|operator)\s?(?:message|note|prompt|override|instructions?)?\s?:/,
    /(?:^|[\n.!?*"'«]\s?)(?:assistant|ai|model|bot|chatbot|llm)\s(?:instructions?|directives?|override|orders?|commands?)\s?:\s/,
    /<\/?(?:(?:user|admin|system|dev|developer|root|sudo|safety|policy)[_-])?(?:instructions?|system[_-]?(?:prompt|message|instructions?)?|prompt|directives?|admin|developer|override|jailbreak|unrestricted|god[_-]?mode|dev[_-]?mode)(?:\s[^<>]{0,80})?>/,
  ],
  [
    [
      "system",
      "admin",
      "developer",
      "operator",
      "assistant",
      "ai",
      "model",
      "bot",
      "chatbot",
      "llm",
      "instruction",
      "instructions",
      "prompt",
      "directive",
      "directives",
      "override",
      "system_prompt",
      "system_message",
      "system_instructions",
      ...["user_override", "admin_override", "system_override", "developer_override", "dev_override", "root_override"],
      ...["sudo_override", "safety_override", "policy_override", "jailbreak", "unrestricted", "god_mode", "godmode"],
      ...["dev_mode", "devmode", "user_instructions", "admin_instructions", "developer_instructions", "user_prompt"],
    ],
  ],
);

/** Fake turn boundaries written in words: "User message terminated. System instruction begins". */
export const fakeTurnBoundary = patternSignal(
  "fake_turn_boundary",
  INJECTION_THRESHOLD,
  [
    words(
      "(?:system|developer|admin|assistant) (?:instructions?|message|prompt|override|mode) (?:begins?|starts?|follows|activated|initiated)|(?:end|termination) of (?:the )?user (?:message|input|turn)|user (?:message|input|turn) (?:terminat\\w*|ends?|ended|closed)",
    ),
  ],
  [
    [
      "begins",
      "begin",
      "starts",
      "start",
      "follows",
      "activated",
      "initiated",
      "terminated",
      "termination",
      "terminate",
      "terminates",
      "ends",
      "ended",
      "closed",
      "end",
    ],
    ["system", "developer", "admin", "assistant", "user"],
  ],
);

/** Claims of authority: "this is a system message", "I am your developer", "admin override". */
export const authorityClaim = patternSignal(
  "authority_claim",
  INJECTION_THRESHOLD,
  [
    words(
      `(?:this is|it is|here is) (?:a |an |the |your )?(?:secure |official |urgent |priority |new )?(?:system|admin|administrator|developer|root|operator) (?:message|override|command|notice|instruction|update)`,
    ),
    words(
      `(?:admin|administrator|developer|root|sudo|debug|maintenance|god) (?:mode|override|access|privileges)(?: (?:enabled|activated|granted|on|unlocked))`,
    ),
    words(
      `(?:enter|activate|enable|switch (?:to|into)|turn on|go into|boot into|start|launch) (?:the |your )?(?:developer|dev|admin|administrator|god|debug|jailbreak|jailbroken|unrestricted|unfiltered|uncensored|maintenance|sudo|root|superuser|diagnostic|test) mode`,
    ),
    words(
      // "the developer of a reading app" is someone else's
      `(?:i am|i'm|this is) (?:one of )?(?:your|an|the) (?:developers?|creators?|admins?|administrators?|programmers?|owners?|operators?|(?:openai|anthropic) (?:employee|engineer|staff|researcher))(?! (?:of|for|at|on) (?:a|an|my|our|some|his|her|their)\\b)`,
    ),
    words(
      `(?:i am|i'm|we are|we're) (?:an? |the )?(?:\\w+ )?(?:programmers?|developers?|engineers?|employees?|researchers?|staff) (?:at|from|for|of) (?:openai|anthropic|google|microsoft|meta|deepmind)`,
    ),
    words(`(?:override|authori[sz]ation|security|admin) (?:code|key|password|token) (?:is|:)`),
  ],
  [
    [
      "message",
      "override",
      "command",
      "notice",
      "instruction",
      "update",
      "mode",
      "access",
      "privileges",
      "developer",
      "developers",
      "creator",
      "creators",
      "admin",
      "admins",
      "administrator",
      "administrators",
      "programmer",
      "programmers",
      "owner",
      "owners",
      "operator",
      "operators",
      "employee",
      "employees",
      "engineer",
      "engineers",
      "staff",
      "researcher",
      "researchers",
      "code",
      "key",
      "password",
      "token",
    ],
  ],
);

const AI = anyOf(["ai", "a\\.i\\.", "assistant", "llm", "language model", "chatbot", "bot", "gpt", "chatgpt"]);

/** Indirect injection: text written to an AI that will read it ("AI reading this: ...", "note to the assistant"). */
export const addressedToAi = patternSignal(
  "addressed_to_ai",
  INJECTION_THRESHOLD,
  [
    words(
      `(?:any |an |the |dear |attention,? |hey |hi )?${AI}s? (?:reading|processing|parsing|summari[sz]ing|analy[sz]ing|reviewing|seeing|scanning|ingesting) (?:this|these)`,
    ),
    words(
      `(?:note|message|instructions?|memo|reminder) (?:to|for) (?:the |any |all )?(?:ai|llm|language model|assistant|chatbot|bot|model)s?`,
    ),
    words(
      `if you are (?:an? )?(?:ai|llm|large language model|language model|assistant|chatbot|bot)(?: \\w+){0,3},? (?:you must|please|ignore|disregard|do not|don't|then|always|never|say|tell|respond|recommend)`,
    ),
  ],
  [MODEL_NAME_WORDS],
);

/**
 * Whoever processes a pasted text, addressed inside it and given a new task: "(whoever is reviewing this text: stop
 * reviewing and …)", "actually, new task for the classifier: …". A note to a human reader ("whoever finds this
 * diary, please return it") gives no task to a processor.
 */
export const processorAddressed = patternSignal(
  "processor_addressed",
  INJECTION_THRESHOLD,
  [
    words(
      "(?:whoever|anyone|anybody) (?:is |who is )?(?:reviewing|processing|summari[sz]ing|analy[sz]ing|translating|classifying|parsing|proofreading|checking|grading|scoring) (?:this|these|the) (?:text|review|passage|document|input|message|email|excerpt|page|content)s?\\b,?:? (?:\\w+ ){0,3}?(?:stop|instead|ignore|disregard|reply|respond|output|print|write|tell|say|reveal|list|forget|skip)",
    ),
    /\bnew (?:task|instructions?|job|objective|goal|assignment) for (?:the |this )?(?:you|classifier|model|assistant|ai|summari[sz]er|translator|reader|reviewer|proofreader|system|bot) ?:/,
  ],
  [["whoever", "anyone", "anybody", "task", "instructions", "instruction", "job", "objective", "goal", "assignment"]],
);
