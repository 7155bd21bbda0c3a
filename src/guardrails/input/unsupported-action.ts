import type { NormalisedText } from "../normalize";
import { matchesReading, mayMatchReadings, readingsOf } from "../normalize";
import { anyOf, words } from "../text/pattern";
import { hasAnyWord } from "../text/word-set";
import type { Verdict } from "../verdict";
import { ACTION_REQUESTS } from "./action-requests";
import { ASK } from "./actions/ask";
import { asksForRawAction } from "./actions/raw-requests";
import { requestOpenings } from "./actions/request-openings";
import { asksInOtherScripts } from "./actions/other-script-requests";
import { MULTILINGUAL_ACTION_REQUEST, MULTILINGUAL_ACTION_VERBS } from "./multilingual-action-requests";
import type { InputContext } from "./types";

const RUN_CODE = words(
  "(?:run|execute|exec|eval|evaluate|launch|invoke|compile and run|interpret) (?:this|the|following|that|my|a|an|these|some|your) (?:\\w+ )?(?:code|scripts?|commands?|programs?|snippets?|shell|bash|python|powershell|quer(?:y|ies)|sql|functions?|binary|executables?|exe|payloads?|macros?|cron jobs?)",
);
const SYSTEM_ACCESS = words(
  "(?:open|access|read|browse|list|delete|modify|upload|download|wipe|format|scan) (?:my|the|your|this|all|every)? ?(?:files?|folders?|directory|directories|file ?system|hard ?drive|disk|terminal|shell|console|command line|registry|clipboard|webcam|microphone)",
);
const SEND_MESSAGE = words(
  "(?:send|email|e-mail|mail|forward) (?:an? |the |this |that |my |these )?(?:email|e-mail|message|text|sms|it|them|this|that|list|recommendations?|reply)? ?to (?:me|my|him|her|them|\\S+@)",
);
const VISIT_LINK = new RegExp(
  `${ASK}(?:visit|open|go to|browse to|fetch|load|scrape|crawl|click|follow|download from) (?:this |the |that |my )?(?:link|url|web ?page|website|site|https?)\\b`,
);
// Shell and code-execution syntax, read from the raw text where punctuation is intact.
export const EXECUTION_SYNTAX = new RegExp(
  anyOf([
    "\\brm -[rf]{1,2}\\b",
    "\\bsudo\\s",
    "\\bchmod\\s",
    "\\bchown\\s",
    "\\bcurl\\s+\\S+\\s*\\|\\s*(?:ba)?sh",
    "\\bwget\\s+\\S",
    "/bin/(?:ba|z)?sh\\b",
    "/etc/(?:passwd|shadow)",
    "\\bnc\\s+-\\w*e\\b",
    "\\bmkfifo\\b",
    "\\bpowershell\\b",
    "\\bcmd(?:\\.exe)?\\s+/c\\b",
    "\\bos\\.(?:system|popen|exec\\w*)\\s*\\(",
    "\\bsubprocess\\.",
    "__import__\\s*\\(",
    "\\beval\\s*\\(",
    "\\bexec\\s*\\(",
    "\\bimport os\\b",
    "\\bdrop\\s+table\\b",
    "\\$\\(\\s*\\w+",
    "`\\s*(?:ls|cat|rm|whoami|id|curl|wget)\\b",
    ";\\s*(?:rm|curl|wget|cat|ls|whoami)\\s",
    "&&\\s*(?:rm|curl|wget|cat|chmod)\\s",
    "\\.communicate\\s*\\(",
    "socket\\.socket",
    "shell\\s*=\\s*true",
    "\\bopen\\s*\\(\\s*['\"]/",
    "__class__\\.__mro__",
    "__subclasses__",
    "\\bchild_process\\b",
    "\\brequire\\s*\\(\\s*['\"]child_process",
    "\\bformat\\s+c:",
  ]),
);

// Each request pattern with the words it cannot match without, so that prose skips it cheaply.
export const UNSUPPORTED_REQUESTS: readonly (readonly [RegExp, readonly string[]])[] = [
  [RUN_CODE, ["run", "execute", "exec", "eval", "evaluate", "launch", "invoke", "compile", "interpret"]],
  [
    SYSTEM_ACCESS,
    [
      "files",
      "file",
      "folders",
      "folder",
      "directory",
      "directories",
      "filesystem",
      "system",
      "harddrive",
      "drive",
      "disk",
      "terminal",
      "shell",
      "console",
      "line",
      "registry",
      "clipboard",
      "webcam",
      "microphone",
    ],
  ],
  [VISIT_LINK, ["visit", "open", "go", "browse", "fetch", "load", "scrape", "crawl", "click", "follow", "download"]],
  [SEND_MESSAGE, ["send", "email", "e", "mail", "forward"]],
  [MULTILINGUAL_ACTION_REQUEST, MULTILINGUAL_ACTION_VERBS],
  ...ACTION_REQUESTS,
];
export const EXECUTION_WORDS = [
  "rm",
  "sudo",
  "chmod",
  "chown",
  "curl",
  "wget",
  "bin",
  "etc",
  "nc",
  "mkfifo",
  "powershell",
  "cmd",
  "os",
  "subprocess",
  "import",
  "eval",
  "exec",
  "drop",
  "ls",
  "cat",
  "whoami",
  "id",
  "communicate",
  "socket",
  "shell",
  "open",
  "class",
  "mro",
  "subclasses",
  "child",
  "process",
  "require",
  "format",
  "__import__",
  "__class__",
  "__mro__",
  "__subclasses__",
];

function hasExecutionSyntax(text: NormalisedText): boolean {
  return (hasAnyWord(text.words, EXECUTION_WORDS) || text.raw.includes("$(") || text.raw.includes("__")) && EXECUTION_SYNTAX.test(text.raw);
}

const opensWithAsk = (pattern: RegExp): boolean => pattern.source.startsWith(ASK);
const REQUESTS_ANYWHERE = UNSUPPORTED_REQUESTS.filter(([pattern]) => !opensWithAsk(pattern));
// The patterns that open with ASK, sticky, by the words their verb can be: tried only at request openings.
const REQUESTS_BY_VERB = new Map<string, RegExp[]>();
for (const [pattern, anchors] of UNSUPPORTED_REQUESTS.filter(([request]) => opensWithAsk(request))) {
  const sticky = new RegExp(pattern.source, "y");
  for (const anchor of anchors) REQUESTS_BY_VERB.set(anchor, [...(REQUESTS_BY_VERB.get(anchor) ?? []), sticky]);
}

const OPENING_REQUESTS = [...new Set([...REQUESTS_BY_VERB.values()].flat())];

function asksAnywhere(text: NormalisedText): boolean {
  return REQUESTS_ANYWHERE.some(([pattern, anchors]) => hasAnyWord(text.words, anchors) && matchesReading(text, pattern));
}

/** Whether a request pattern that opens with ASK matches: the same answer as testing each on every reading. */
export function asksAtAClauseOpening(text: NormalisedText): boolean {
  if (!OPENING_REQUESTS.some((pattern) => mayMatchReadings(text, pattern))) return false;
  for (const reading of readingsOf(text)) {
    for (const { at, verbs } of requestOpenings(reading)) {
      for (const verb of verbs) {
        for (const pattern of REQUESTS_BY_VERB.get(verb) ?? []) {
          pattern.lastIndex = at;
          if (pattern.test(reading)) return true;
        }
      }
    }
  }
  return false;
}

/** Requests to run code or shell commands, touch files, send messages, browse or buy: things the assistant cannot do. */
export function checkUnsupportedAction(text: NormalisedText, _ctx: InputContext): Verdict {
  const blocked =
    hasExecutionSyntax(text) || asksForRawAction(text.raw) || asksAnywhere(text) || asksAtAClauseOpening(text) || asksInOtherScripts(text);
  return { rule: "unsupported_action", outcome: blocked ? "blocked" : "passed" };
}
