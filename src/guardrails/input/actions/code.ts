import { anyOf } from "../../text/pattern";
import { ASK } from "./ask";

// Running code: "run this Python", "evaluate this expression", "spin up an interpreter", "call it with 'Dune' and
// show me what it returns". Books about code and novels with code in them describe, they do not ask.
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
const CODE_THING =
  "(?:regex(?:es|p)?|code|scripts?|snippets?|functions?|quer(?:y|ies)|programs?|macros?|formulas?|expressions?|one-?liners?|loops?)";
// Something in the prompt that reads as code: brackets, an assignment, a keyword.
const LOOKS_LIKE_CODE =
  "(?=[\\s\\S]*(?:[(){}\\[\\]=;<>]|\\bdef |\\bprint\\b|\\bconsole\\.|\\blambda\\b|\\breturn\\b|\\bfor \\w+ in\\b|\\bfunction\\b))";

/** Request patterns, each with the words it cannot match without. */
export const CODE_REQUESTS: readonly (readonly [RegExp, readonly string[]])[] = [
  // "execute this regex against Moby Dick", "execute the unit tests in my repo", "run my notebook"
  [
    new RegExp(
      `${ASK}(?:run|execute|exec|eval|evaluate) (?:this|that|the|my|our|these|those|all the) (?:\\w+ ){0,2}?(?:regex(?:es)?|regular expressions?|tests?|test suite|unit tests|notebooks?|functions?|macros?|snippets?|scripts?|programs?|jobs?|pipelines?|builds?|migrations?|cells?)\\b`,
    ),
    ["run", "execute", "exec", "eval", "evaluate"],
  ],
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
    /\bwhat (?:does|would|will) (?:(?:this|that|the following) (?:code|snippet|script|program|function|expression)|running (?:[\w`'"~./-]+ ){1,4}?(?:in|on) (?:my|our|the|this) (?:repo|repository|terminal|shell|machine|server|computer|laptop|folder|directory)) (?:return|print|output|show|give|evaluate to)\b/,
    ["code", "snippet", "script", "program", "function", "expression", "running"],
  ],
  // "run this for me and tell me what it prints: for i in range(3) ..." (not "run this by me")
  [
    new RegExp(
      `${ASK}(?:run|execute|exec|eval|evaluate|interpret|compile) (?:this|that|it|these|the following|the below|the above)\\b(?! (?:by|past|through my)\\b)${LOOKS_LIKE_CODE}`,
    ),
    ["run", "execute", "exec", "eval", "evaluate", "interpret", "compile"],
  ],
  [
    new RegExp(
      `\\b(?:tell|show|let) me (?:know )?what (?:it|this|that|the (?:code|script|function|snippet|program|loop|regex|query|call)) (?:prints|outputs|returns|logs|evaluates to|spits out|produces)\\b`,
    ),
    ["tell", "show", "let"],
  ],
  [new RegExp(`${ASK}call (?:it|this|that|the (?:function|method)|my (?:function|method)|\\w+\\(\\)) with\\b`), ["call"]],
  // "test my regex against these titles"
  [
    new RegExp(
      `${ASK}(?:test|debug|benchmark|profile|lint|try out|dry-?run) (?:my|this|the|these|that|our) (?:[\\w'-]+ ){0,2}?${CODE_THING}\\b`,
    ),
    ["test", "debug", "benchmark", "profile", "lint", "try", "dry", "dryrun"],
  ],
  // "spin up a Python interpreter", "use your code interpreter", "use Python to count the words"
  [
    new RegExp(
      `${ASK}(?:spin up|start|open|launch|fire up|boot up|use|run) (?:a |an |the |your )?(?:[\\w'-]+ )?(?:interpreters?|repl|sandbox|jupyter(?: notebook)?|containers?|virtual machines?|vms?|compiler)\\b`,
    ),
    ["spin", "start", "open", "launch", "fire", "boot", "use", "run"],
  ],
  [
    new RegExp(
      `${ASK}use (?:a |an |some |your )?(?:python|javascript|js|node|bash|the shell|a shell|shell|sql|code|a script|a program|a regex|regex) (?:to|and|for)\\b`,
    ),
    ["use"],
  ],
  // "actually run it, don't reason it out", "what does it return when you run it?"
  [
    /\b(?:actually|really|physically) (?:run|running|execute|executing|compile|compiling) (?:it|this|that|the (?:code|snippet|script|program))\b|\bwhen you (?:run|execute|compile) (?:it|this|that)\b/,
    ["actually", "really", "physically", "when"],
  ],
  // "build my TypeScript project", "fire up my Selenium script", "execute main.py with ..."
  [
    new RegExp(
      `${ASK}(?:run|execute|exec|build|compile|fire up|kick off|launch|start) (?:my |the |this |that |our )?(?:[\\w'-]+ ){0,3}?(?:project|script|scraper|bot|regex|snippet|function|[\\w-]+\\.(?:py|js|ts|sh|rb|go|java|jar|exe|ps1|bat))\\b`,
    ),
    ["run", "execute", "exec", "build", "compile", "fire", "kick", "launch", "start"],
  ],
  // "type this into a Python interpreter", "paste it into the browser console"
  [
    /\b(?:type|paste|enter|put|feed) (?:this|it|that|the \w+) (?:in|into) (?:a |the |my |your )?(?:[\w-]+ ){0,2}?(?:interpreter|console|terminal|repl|shell|command line)\b/,
    ["interpreter", "console", "terminal", "repl", "shell", "line"],
  ],
  [new RegExp(`${ASK}loop (?:this|the|that|my) (?:function|code|script|snippet)\\b`), ["loop"]],
  // fourth pass: building, deploying and serving the user's own project
  [
    new RegExp(
      `${ASK}(?:deploy|containeri[sz]e) (?:my|the|this|our)\\b|${ASK}benchmark (?:my|our)\\b|${ASK}compile (?:my|the|this|our) (?:[\\w'-]+ ){0,3}?(?:code|project|program|app|source|binary|latex|tex|manuscript with|sources)\\b`,
    ),
    ["compile", "deploy", "benchmark", "containerize", "containerise"],
  ],
  [
    new RegExp(`${ASK}(?:start|spin up|launch|boot) (?:a |the |my )?(?:local |dev |development |web )?(?:server|container|vm|instance)\\b`),
    ["start", "spin", "launch", "boot"],
  ],
  [
    new RegExp(
      `${ASK}build (?:the |my |our )?(?:[\\w'-]+ ){0,3}?(?:site|website|app|project|docker image)\\b(?: and (?:push|deploy|publish))`,
    ),
    ["build"],
  ],
  // "what does this Python print?", "what would this query return?"
  [
    /\b(?:what (?:does|will|would|did)|what'?s) (?:this|the|my|that) (?:python|javascript|js|typescript|ruby|java|c|c\+\+|bash|shell|code|snippet|script|program|function|query|sql|regex|one-liner|command)(?: code| snippet| script)? (?:print|output|return|show|give|evaluate to|produce|display)\b/,
    ["what", "whats"],
  ],
];
