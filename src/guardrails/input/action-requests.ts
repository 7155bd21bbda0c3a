import { anyOf } from "../text/pattern";

// Requests addressed to the assistant to act in the world: buy, manage an account, send or post, touch files, run
// commands or code, query a database, fetch a page. Each is an imperative (or "can you ..."/"please ...") at the
// start of a clause, so a description of a book ("a novel about a hacker who runs shell commands", "books about
// buying a house") never matches: the verb there is not in the base form at a clause start.

/** The start of a clause, then an optional politeness or "can you" lead-in. */
const ASK = `(?:^|[.!?;:] |, (?:then |and )?|\\band (?:then )?|\\bthen |\\bnow )(?:(?:ok(?:ay)?|so|now|also|hey|hi|pls|first),? )?(?:please |pls |kindly |just |(?:can|could|would|will) you (?:please |kindly |just )?|i (?:want|need|'d like|would like) you to |i need you to |go ahead and |help me |you should |you need to |you must |try to )?(?:please )?`;

const PLATFORM = anyOf([
  "facebook",
  "instagram",
  "twitter",
  "x",
  "tiktok",
  "goodreads",
  "storygraph",
  "reddit",
  "linkedin",
  "threads",
  "bluesky",
  "mastodon",
  "tumblr",
  "pinterest",
  "youtube",
  "blog",
  "feed",
  "story",
  "timeline",
  "wall",
  "channel",
  "page",
  "account",
  "profile",
  "group",
  "discord",
  "slack",
  "whatsapp",
  "telegram",
]);
const PERSON = anyOf([
  "friends?",
  "followers",
  "sister",
  "brother",
  "mum",
  "mom",
  "dad",
  "mother",
  "father",
  "wife",
  "husband",
  "partner",
  "boss",
  "team",
  "colleagues?",
  "family",
  "kids?",
  "son",
  "daughter",
  "teacher",
  "book club",
  "club",
  "group",
  "inbox",
  "contacts",
  "boyfriend",
  "girlfriend",
  "grandma",
  "grandmother",
  "grandpa",
  "neighbou?r",
]);
const ACCOUNT_THING = anyOf([
  "accounts?",
  "passwords?",
  "pins?",
  "pin codes?",
  "subscriptions?",
  "memberships?",
  "plan",
  "profile",
  "(?:shipping |billing |delivery |email |e-mail |home )?address",
  "billing",
  "payment (?:method|details|info)",
  "credit card",
  "username",
  "settings",
  "orders?",
  "library card",
  "loans?",
  "holds?",
  "wish ?list",
  "reading history",
  "history",
  "preferences",
  "notifications",
]);
const SHELL_COMMAND = anyOf([
  "ping",
  "traceroute",
  "ls",
  "cat",
  "whoami",
  "ifconfig",
  "ipconfig",
  "netstat",
  "nslookup",
  "dig",
  "ps",
  "top",
  "df",
  "du",
  "uname",
  "env",
  "printenv",
  "curl",
  "wget",
  "ssh",
  "scp",
  "git",
  "docker",
  "kubectl",
  "npm",
  "pip",
  "apt(?:-get)?",
  "brew",
  "echo",
  "pwd",
  "cd",
  "mkdir",
  "touch",
  "grep",
  "find",
  "kill",
  "shutdown",
  "reboot",
]);
const CODE_LANGUAGE = anyOf([
  "python",
  "python3",
  "javascript",
  "js",
  "node(?:\\.?js)?",
  "typescript",
  "ruby",
  "perl",
  "php",
  "java",
  "bash",
  "shell",
  "sh",
  "zsh",
  "powershell",
  "sql",
  "r",
  "lua",
  "go",
  "rust",
  "c\\+\\+",
  "c#",
  "c",
  "a repl",
  "the repl",
  "a sandbox",
  "your sandbox",
  "the interpreter",
  "an interpreter",
  "the console",
  "your console",
  "the terminal",
  "your terminal",
]);
const NOT_ABOUT_BOOKS =
  "(?! (?:for|of|about) (?:\\w+ ){0,2}(?:books?|novels?|titles?|reads|authors?|stories|poems|poetry|fiction|memoirs?))";
const URL_IN_RAW =
  /\bhttps?:\/\/\S|\bwww\.[a-z0-9-]+\.[a-z]|(?<![@\w.-])[a-z0-9-]+\.(?:com|org|net|io|co\.uk|co|uk|de|fr|info|dev|app|ai|me|blog)(?:\/\S*)?(?![\w@-])/;
const FILE_PATH_IN_RAW =
  /(?:^|[\s"'`(])(?:~\/|\.{1,2}\/|\/(?:home|etc|var|usr|tmp|root|users|opt|bin|proc|dev|mnt|srv|sys|private|library)\/?\b|[a-z]:\\)/;

/** What one does to an account, a subscription or a membership (both account-action patterns and their anchors). */
const ACCOUNT_VERB_WORDS = [
  "cancel",
  "renew",
  "pause",
  "change",
  "reset",
  "update",
  "delete",
  "remove",
  "close",
  "deactivate",
  "reactivate",
  "upgrade",
  "downgrade",
  "manage",
  "edit",
  "freeze",
  "clear",
  "erase",
  "wipe",
];
const ACCOUNT_VERBS = ACCOUNT_VERB_WORDS.join("|");

/** Text patterns (over every normalised reading), each with the words it cannot match without. */
export const ACTION_REQUESTS: readonly (readonly [RegExp, readonly string[]])[] = [
  // purchases
  [
    new RegExp(
      `${ASK}(?:buy|purchase|pre-?order|check ?out|complete (?:the|my) (?:purchase|order|checkout|payment)|place (?:an|the|my) order|pay for|order (?:me |us )?(?:a |an |the |two |three |\\d+ |some |my )?(?:\\w+ )?(?:cop(?:y|ies)|books?|edition|hardcovers?|hardbacks?|paperbacks?|of))\\b`,
    ),
    ["buy", "purchase", "preorder", "pre", "checkout", "check", "complete", "place", "pay", "order"],
  ],
  [
    /\b(?:use|charge|bill|pay (?:for (?:it|them|that) )?(?:with|using|by|from)) (?:it to )?my (?:saved )?(?:card|credit card|debit card|paypal|account|apple pay|google pay)\b/,
    ["use", "charge", "bill", "pay"],
  ],
  // account actions
  [
    new RegExp(`${ASK}(?:${ACCOUNT_VERBS}|unsubscribe me from|unsubscribe from) (?:my|our) (?:\\w+ ){0,2}?${ACCOUNT_THING}\\b`),
    [...ACCOUNT_VERB_WORDS, "unsubscribe"],
  ],
  [
    new RegExp(`${ASK}(?:${ACCOUNT_VERBS}) (?:the|a) (?:\\w+ )?${ACCOUNT_THING} (?:on|for|of|in|from|tied to|linked to) (?:my|our)\\b`),
    ACCOUNT_VERB_WORDS,
  ],
  [
    new RegExp(
      `${ASK}(?:reset|unlock|disable|enable|turn (?:off|on)|remove|bypass|change|set up) (?:the |my |our )?(?:two-?factor|2fa|mfa|multi-?factor|two-?step)(?: authentication| verification| login)?\\b`,
    ),
    ["reset", "unlock", "disable", "enable", "turn", "remove", "bypass", "change", "set"],
  ],
  [
    new RegExp(`${ASK}(?:unlock|lock|ban|unban|suspend|reinstate|reactivate|verify|restore) (?:[\\w'-]+ ){0,3}?accounts?\\b`),
    ["unlock", "lock", "ban", "unban", "suspend", "reinstate", "reactivate", "verify", "restore"],
  ],
  [
    new RegExp(`${ASK}(?:subscribe|sign|enrol|enroll|register) (?:me|us) (?:up )?(?:to|for|in|on)\\b`),
    ["subscribe", "sign", "enrol", "enroll", "register"],
  ],
  [new RegExp(`${ASK}(?:log|sign) ?(?:in|into|on)(?: to)? (?:my|our|the) `), ["log", "sign", "login", "signin"]],
  [
    new RegExp(
      `${ASK}(?:mark|rate|shelve|add|move|remove|rate|review) (?:[\\w'-]+ ){1,6}?(?:on|in|to|from|as) (?:my|our) (?:\\w+ )?(?:goodreads|storygraph|kindle|audible|account|shelf|shelves|library|cart|basket|wish ?list|want-to-read|to-read list|profile)\\b`,
    ),
    ["mark", "rate", "shelve", "add", "move", "remove", "review"],
  ],
  // sending e-mail and messages, posting
  [
    new RegExp(
      `${ASK}(?:e-?mail|mail|text|sms|message|dm|whatsapp|tweet|post|share|publish|send|forward|cc) (?:[\\w'-]+ ){0,6}?(?:to|on|in|with|onto) (?:my|our|his|her|their|the) (?:\\w+ )?(?:${PLATFORM}|${PERSON})\\b`,
    ),
    ["email", "e", "mail", "text", "sms", "message", "dm", "whatsapp", "tweet", "post", "share", "publish", "send", "forward", "cc"],
  ],
  [
    new RegExp(`${ASK}(?:e-?mail|text|sms|message|dm|whatsapp|ping) (?:my|our|his|her|their) (?:\\w+ )?${PERSON}\\b`),
    ["email", "e", "text", "sms", "message", "dm", "whatsapp", "ping"],
  ],
  [
    new RegExp(
      `${ASK}(?:e-?mail|tweet|post|publish|dm) (?:this|that|these|those|it|them|my|our|the|a|an)\\b(?! (?:\\w+ )?(?:about|on|by|like))`,
    ),
    ["email", "e", "tweet", "post", "publish", "dm"],
  ],
  [
    new RegExp(
      `${ASK}send (?:a |an |the |my |this |that )?(?:message|e-?mail|text|dm|note|letter|reply|tweet|sms|invite|invitation)s? to\\b`,
    ),
    ["send"],
  ],
  // files and the system
  [
    new RegExp(
      `${ASK}(?:read|open|show|list|delete|remove|save|write|export|download|upload|access|scan|print|dump|cat|copy|move|rename|create|edit|modify|browse|search|look in|look through|check) (?:me )?(?:[\\w'.-]+ ){0,7}?(?:files?|folders?|director(?:y|ies)|desktop|documents|downloads folder|hard ?drive|disk|environment variables|env vars|filesystem|file system|server|computer|laptop|machine|pc|phone|clipboard|registry|logs?|config(?:uration)? files?)\\b${NOT_ABOUT_BOOKS}`,
    ),
    [
      "read",
      "open",
      "show",
      "list",
      "delete",
      "remove",
      "save",
      "write",
      "export",
      "download",
      "upload",
      "access",
      "scan",
      "print",
      "dump",
      "cat",
      "copy",
      "move",
      "rename",
      "create",
      "edit",
      "modify",
      "browse",
      "search",
      "look",
      "check",
    ],
  ],
  [
    /\b(?:what|which) (?:files|folders|directories|processes|programs|environment variables|env vars) (?:are|do you have|exist|are running|run) (?:on|in|under) (?:your|the|this|my) /,
    ["files", "folders", "directories", "processes", "programs", "environment", "env"],
  ],
  [
    /\b(?:your|the server'?s|the system'?s) (?:environment variables|env vars|api keys?|secrets|config files?|file ?system|server logs)\b/,
    ["environment", "env", "api", "secrets", "config", "file", "filesystem", "server"],
  ],
  // shell commands
  [new RegExp(`${ASK}open (?:a |the |your |up a |up the |up your )?(?:terminal|shell|command prompt|console|cmd|bash)\\b`), ["open"]],
  [
    new RegExp(`${ASK}(?:run|execute|exec|type|enter|invoke)(?: the)?(?: command)?:? ${SHELL_COMMAND}\\b`),
    ["run", "execute", "exec", "type", "enter", "invoke"],
  ],
  [
    /\b(?:in|on|into|at) (?:your|the|a) (?:terminal|shell|console|command line|command prompt|bash prompt)\b/,
    ["terminal", "shell", "console", "line", "prompt"],
  ],
  // database queries
  [
    new RegExp(
      `${ASK}(?:query|search|scan|check|look up|look in|look at|open|read|dump|export|count|inspect|access|select from|list|show) (?:me )?(?:the |your |my |our |this |that |a )?(?:[\\w'-]+ ){0,5}?(?:database|db|tables?|sql|records|rows|schema|collection)\\b${NOT_ABOUT_BOOKS}`,
    ),
    ["query", "search", "scan", "check", "look", "open", "read", "dump", "export", "count", "inspect", "access", "select", "list", "show"],
  ],
  [
    new RegExp(
      `${ASK}(?:delete|remove|drop|truncate|wipe|clear|update|insert|alter|modify|purge) (?:[\\w'-]+ ){0,6}?(?:database|db|tables?|records|rows|schema|collection)\\b${NOT_ABOUT_BOOKS}`,
    ),
    ["delete", "remove", "drop", "truncate", "wipe", "clear", "update", "insert", "alter", "modify", "purge"],
  ],
  [
    /\b(?:your|the) (?:user|users|customer|customers|orders?|accounts?|members?) (?:database|db|table|records)\b/,
    ["database", "db", "table", "records"],
  ],
  // code to run
  [
    new RegExp(
      `${ASK}(?:run|execute|exec|eval|evaluate|interpret|compile) (?:this |that |the |my |some |a |an |these |following )?(?:\\w+ )?(?:${CODE_LANGUAGE})(?: code| script| snippet| program)?\\b`,
    ),
    ["run", "execute", "exec", "eval", "evaluate", "interpret", "compile"],
  ],
  [
    new RegExp(`\\b(?:run|execute|exec|eval|evaluate) .{1,80}? (?:in|with|using|through|on) ${CODE_LANGUAGE}\\b`),
    ["run", "execute", "exec", "eval", "evaluate"],
  ],
  [
    new RegExp(
      `${ASK}(?:run|execute|exec|eval|evaluate|test) (?:this |that |the |my |these |following )?(?:code|script|snippet|program|function|expression|one-liner|oneliner|commands?)\\b`,
    ),
    ["run", "execute", "exec", "eval", "evaluate", "test"],
  ],
  [
    /\bwhat (?:does|would|will) (?:this|that|the following) (?:code|snippet|script|program|function|expression) (?:return|print|output|evaluate to)\b/,
    ["code", "snippet", "script", "program", "function", "expression"],
  ],
];

const URL_SOURCE = URL_IN_RAW.source;
// An imperative (or "what does ... say") that reaches a web address or a file path in the same sentence.
const FETCH_URL = new RegExp(
  `(?:${ASK}(?:fetch|open|visit|go to|head to|navigate to|browse(?: to)?|load|scrape|crawl|summari[sz]e|read|check(?: out)?|look at|access|download|click(?: on)?|follow|get|pull|grab|retrieve|tell me what)|\\bwhat(?: does|'s| is) (?:on |at )?(?:this|that|the)? ?(?:page|site|website|link|url|article|post|web ?page)?)\\b[^.!?\\n]{0,80}?(?:${URL_SOURCE})`,
);
const FILE_PATH_SOURCE = FILE_PATH_IN_RAW.source;
const TOUCH_PATH = new RegExp(
  `${ASK}(?:read|open|show|list|delete|remove|cat|print|summari[sz]e|tell me|look|access|load|save|write|copy|move|check|display|dump)\\b[^.!?\\n]{0,80}?(?:${FILE_PATH_SOURCE})`,
);

/** Patterns read from the raw text, where punctuation, paths and addresses are intact. */
export function asksForRawAction(raw: string): boolean {
  if ((raw.includes(".") || raw.includes("/")) && (FETCH_URL.test(raw) || TOUCH_PATH.test(raw))) return true;
  // A shell command in backticks, or after "run"/"execute" and a colon.
  if (raw.includes("`") && /\b(?:run|execute|exec|type|enter)\b[^`\n]{0,20}`[^`]{1,200}`/.test(raw)) return true;
  if (/\b(?:run|execute|exec)\s*:\s*\S/.test(raw)) return true;
  // Network tools aimed at an address, and e-mail or messages sent to an address (not "e-mail me at ...": contact
  // details the user offers).
  if (
    /\b(?:ping|traceroute|tracert|nslookup|nmap|telnet|ssh)\s+(?:-\S+\s+)*(?:\d{1,3}(?:\.\d{1,3}){3}|[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,})\b/.test(
      raw,
    )
  )
    return true;
  if (/\b(?:curl|wget)\s[^\n]{0,60}?https?:\/\//.test(raw)) return true;
  if (
    /(?:^|[.!?;] )(?:please |pls |kindly |can you |could you )?(?:e-?mail|send|forward|text|message|cc)\b(?! (?:me|us) (?:at|on|via)\b)[^.!?\n]{0,60}?[\w.+-]+@[\w-]+\.[\w.-]+/.test(
      raw,
    )
  )
    return true;
  // SQL statements.
  return /\b(?:select\s+(?:\*|[\w.]+(?:\s*,\s*[\w.]+)*)\s+from\s+\w|insert\s+into\s+\w|update\s+\w+\s+set\s|delete\s+from\s+\w|drop\s+(?:table|database)\s|truncate\s+table\s|alter\s+table\s)/.test(
    raw,
  );
}
