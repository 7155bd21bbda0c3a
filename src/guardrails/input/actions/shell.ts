import { anyOf } from "../../text/pattern";
import { ASK } from "./ask";

// Shell commands and the machine: typing a command, installing packages, managing processes and servers.
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
// A tool and its sub-command, as typed: "git clone", "pip install", "docker run".
const COMMAND_LINE = anyOf([
  "git (?:clone|pull|push|commit|checkout|status|log|fetch|init|add|reset|rebase|merge)",
  "pip3? (?:install|uninstall|freeze)",
  "npm (?:install|i|run|start|update|ci)",
  "npx \\w",
  "yarn (?:add|install)",
  "apt(?:-get)? (?:install|update|upgrade|remove)",
  "brew (?:install|update|upgrade)",
  "docker(?:-compose)? (?:run|build|pull|push|ps|exec|compose|stop|start|rm)",
  "kubectl \\w",
  "systemctl \\w",
  "cargo (?:run|build|install)",
  "conda (?:install|create)",
  "crontab",
  "rsync",
  "ssh (?:into|to|onto|in to)?",
]);
const MACHINE_PART =
  "(?:process(?:es)?|servers?|services?|daemons?|containers?|cron ?jobs?|jobs?|pods?|vms?|virtual machines?|computers?|pcs?|laptops?|apps?|applications?|instances?|databases?|dbs|workers?|clusters?|router|modem|raspberry pi)";

/** Request patterns, each with the words it cannot match without. */
export const SHELL_REQUESTS: readonly (readonly [RegExp, readonly string[]])[] = [
  [new RegExp(`${ASK}open (?:a |the |your |up a |up the |up your )?(?:terminal|shell|command prompt|console|cmd|bash)\\b`), ["open"]],
  [
    new RegExp(`${ASK}(?:run|execute|exec|type|enter|invoke)(?: the)?(?: command)?:? ${SHELL_COMMAND}\\b`),
    ["run", "execute", "exec", "type", "enter", "invoke"],
  ],
  // the assistant's own terminal, or a command typed into one ("a novel about a sysadmin who lives in the terminal" is neither)
  [
    /\b(?:in|on|into|at) your (?:terminal|shell|console|command line|command prompt|bash prompt)\b/,
    ["terminal", "shell", "console", "line", "prompt"],
  ],
  [
    /\b(?:type|enter|paste|run|execute) [^.!?\n]{1,60}?\b(?:in|into|on) (?:the|a) (?:terminal|shell|console|command line|command prompt)\b/,
    ["type", "enter", "paste", "run", "execute"],
  ],
  [
    new RegExp(`${ASK}${COMMAND_LINE}`),
    [
      "git",
      "pip",
      "pip3",
      "npm",
      "npx",
      "yarn",
      "apt",
      "brew",
      "docker",
      "kubectl",
      "systemctl",
      "cargo",
      "conda",
      "crontab",
      "rsync",
      "ssh",
    ],
  ],
  // installing software: "install calibre with apt-get for me"
  [new RegExp(`${ASK}(?:install|uninstall|reinstall)\\b`), ["install", "uninstall", "reinstall"]],
  // processes and servers: "kill the process hogging the CPU", "restart the web server"
  [
    new RegExp(
      `${ASK}(?:kill|stop|restart|reboot|shut ?down|terminate|start|pause|resume|suspend|halt|deploy|redeploy|scale|spin (?:up|down)|boot) (?:up )?(?:the|this|that|my|your|all|every|our) (?:[\\w'-]+ ){0,2}?${MACHINE_PART}\\b`,
    ),
    [
      "kill",
      "stop",
      "restart",
      "reboot",
      "shut",
      "shutdown",
      "terminate",
      "start",
      "pause",
      "resume",
      "suspend",
      "halt",
      "deploy",
      "redeploy",
      "scale",
      "spin",
      "boot",
    ],
  ],
  [
    new RegExp(
      `${ASK}(?:clear|flush|purge|empty|wipe) (?:the|my|your|all|our) (?:[\\w'-]+ )?(?:cache|caches|logs?|queues?|temp files|tmp|cookies|trash|recycle bin|buffers?|swap)\\b`,
    ),
    ["clear", "flush", "purge", "empty", "wipe"],
  ],
  // "use bash to count the lines", "open a terminal and check"
  [
    new RegExp(
      `${ASK}(?:use|open|launch|start|fire up|spin up) (?:a |an |the |your )?(?:bash|shell|terminal|command line|command prompt|cmd|powershell|zsh|console|cli) (?:to|and)\\b`,
    ),
    ["use", "open", "launch", "start", "fire", "spin"],
  ],
  // "curl the API from my terminal", "push my commits", "set up a cron job", "docker compose up". Only commands with
  // no other sense: not "kill", "cat", "ping" or "tail" ("Kill the Messenger", "ping me at …").
  [
    new RegExp(`${ASK}(?:curl|wget|ssh|scp|rsync|grep|sudo|chmod|traceroute|nslookup)\\b`),
    ["curl", "wget", "ssh", "scp", "rsync", "grep", "sudo", "chmod", "traceroute", "nslookup"],
  ],
  [
    new RegExp(
      `${ASK}(?:push|pull|commit|merge|rebase|clone|fork|checkout) (?:[\\w'-]+ ){0,5}?(?:commits?|repo|repository|branch|pull request|pr)\\b`,
    ),
    ["push", "pull", "commit", "merge", "rebase", "clone", "fork", "checkout"],
  ],
  [
    new RegExp(`${ASK}(?:set up|create|add|schedule|write|make) (?:a |an |me a )?cron(?: ?jobs?|tab)?\\b`),
    ["set", "create", "add", "schedule", "write", "make"],
  ],
  [/\bdocker(?:-| )compose (?:up|down|run|build)\b|\bdocker (?:run|build|start|stop|exec|pull)\b/, ["docker"]],
  [
    new RegExp(`${ASK}(?:launch|run|start|open) \`?(?:top|htop|btop|df|du|ps|netstat|ifconfig|ipconfig|task manager|activity monitor)\\b`),
    ["launch", "run", "start", "open"],
  ],
];
