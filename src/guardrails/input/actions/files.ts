import { ASK } from "./ask";
import { NOT_ABOUT_BOOKS } from "./about-books";

// Touching files and the machine: reading, saving, moving or deleting files and folders, on a disk, a drive or a
// cloud store, and asking what the server holds. (Paths and file names in the text: raw-requests.ts.)
const FILE_VERB =
  "(?:read|open|show|list|delete|remove|save|write|export|download|upload|access|scan|print|dump|cat|copy|move|rename|create|edit|modify|browse|search|look in|look through|check|back ?up|sync|organi[sz]e|sort|clean up|zip|unzip|convert|attach)";
const PLACE =
  "(?:files?|folders?|director(?:y|ies)|desktop|documents|downloads(?: folder)?|hard ?drive|external drive|google drive|drive|dropbox|onedrive|icloud(?: drive)?|usb(?: stick| drive)?|sd card|disk|environment variables|env vars|filesystem|file system|server|computer|laptop|machine|pc|phone|clipboard|registry|logs?|config(?:uration)? files?)";
const FILE_OF_MINE =
  "(?:pdfs?|epubs?|mobis?|docx?|word documents?|documents?|spreadsheets?|attachments?|scans?|screenshots?|photos?|images?|notes files?)";

/** Files that "the" or "this" is enough for: "open the attachment" ("read this document" may be pasted text). */
const ATTACHED = "(?:attachments?|attached files?|pdfs?|epubs?|mobis?|docx?|spreadsheets?|screenshots?)";
// A gap that keeps a description of books out ("show me novels about secret files").
const GAP = "(?:(?!about |like |books |novels? |stories |memoirs? |thrillers? |where |in which |set |featuring )[\\w'.-]+ )";

/** Request patterns, each with the words it cannot match without. */
export const FILE_REQUESTS: readonly (readonly [RegExp, readonly string[]])[] = [
  [
    new RegExp(`${ASK}${FILE_VERB} (?:me )?${GAP}{0,7}?${PLACE}\\b${NOT_ABOUT_BOOKS}`),
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
      "back",
      "backup",
      "sync",
      "organise",
      "organize",
      "sort",
      "clean",
      "zip",
      "unzip",
      "convert",
      "attach",
    ],
  ],
  // a file of the user's: "open the attachment", "read my PDF"
  [
    new RegExp(
      `${ASK}(?:read|open|show|summari[sz]e|load|scan|parse|convert|delete|rename|move|upload|attach) (?:me )?(?:(?:my|our|the attached|this attached|the uploaded) (?:[\\w'.-]+ ){0,3}?${FILE_OF_MINE}|(?:the|this|that) (?:[\\w'.-]+ ){0,2}?${ATTACHED})\\b(?! (?:of|for|about|version|edition)\\b)`,
    ),
    ["read", "open", "show", "summarise", "summarize", "load", "scan", "parse", "convert", "delete", "rename", "move", "upload", "attach"],
  ],
  [
    /\b(?:what|which) (?:files|folders|directories|processes|programs|environment variables|env vars) (?:are|do you have|exist|are running|run) (?:on|in|under) (?:your|the|this|my) /,
    ["files", "folders", "directories", "processes", "programs", "environment", "env"],
  ],
  [
    /\b(?:your|the server'?s|the system'?s) (?:environment variables|env vars|api keys?|secrets|config files?|file ?system|server logs)\b/,
    ["environment", "env", "api", "secrets", "config", "file", "filesystem", "server"],
  ],
  // "print the first chapter of the PDF on my desktop", "restore the draft from the recycle bin", "go through my iCloud"
  [
    new RegExp(
      `${ASK}(?:attach|print|restore|transcribe|compress|zip|unzip|convert|rename|move|copy|save|read|open|grab|find) (?:[\\w'-]+ ){0,8}?(?:on|in|from|to|into) (?:my|the) (?:[\\w'-]+ )?(?:desktop|laptop|computer|pc|mac|folder|drive|icloud|dropbox|onedrive|downloads|documents|pictures|photos|scans|recycle bin|trash)\\b`,
    ),
    [
      "attach",
      "print",
      "restore",
      "transcribe",
      "compress",
      "zip",
      "unzip",
      "convert",
      "rename",
      "move",
      "copy",
      "save",
      "read",
      "open",
      "grab",
      "find",
    ],
  ],
  [
    new RegExp(`${ASK}go through my (?:icloud|dropbox|drive|google drive|onedrive|photos|files|documents|downloads|inbox|e-?mails?)\\b`),
    ["go"],
  ],
  [/\baccept (?:all )?(?:the )?(?:tracked changes|track changes|suggested edits)\b/, ["accept"]],
  // fourth pass: screenshots, archives, overwriting, copying into the user's notes
  [new RegExp(`${ASK}(?:take|grab) a screenshot\\b`), ["take", "grab"]],
  [new RegExp(`${ASK}(?:zip|unzip) (?:up )?(?:my|the|this|that|all)\\b`), ["zip", "unzip"]],
  [new RegExp(`${ASK}overwrite (?:my|the|this|that)\\b`), ["overwrite"]],
  [
    new RegExp(
      `${ASK}(?:copy|paste|export|push|move) (?:[\\w'-]+ ){0,6}?(?:in|into|to|onto) my (?:[\\w'-]+ ){0,2}?(?:notion|evernote|onenote|obsidian|drive|dropbox|onedrive|kindle|folder|notes)\\b`,
    ),
    ["copy", "paste", "export", "push", "move"],
  ],
  // "where's my Downloads folder - list what's there", "the contents of config.json", "running whoami on your server"
  [
    /\b(?:folder|directory|drive|desktop|downloads|documents)\b[^.?!]{0,40}?(?:[-;:,.] )?(?:list|show(?: me)?|tell me|read(?: me)?) what'?s (?:there|in (?:it|there)|inside)\b/,
    ["list", "show", "tell", "read"],
  ],
  [
    /\b(?:contents?|source|text|lines) of (?:the |my |your |this )?(?:file )?[\w~./-]+\.(?:json|txt|env|ya?ml|ini|cfg|conf|log|csv|xml|py|js|ts|sh|sql|db|sqlite|key|pem|pdf|epub|docx?|md)\b/,
    ["contents", "content", "source", "text", "lines"],
  ],
  [
    /\b(?:show|list|give|read|print|dump|send|fetch|grab|need|want|see|open|what'?s|what is|what are)\b(?![^.?!]*\b(?:do|does|did) you (?:keep|store|have|hold|save|retain|log)\b)[^.?!]{0,30}\b(?:contents?|files?|output|config(?:uration)?|env vars?|environment variables|processes|director(?:y|ies)|folders?)\b[^.?!]{0,40}\b(?:on|from|in|of|inside) your (?:own )?(?:server|machine|host|filesystem|file system|container|backend|box|vm)\b(?! room)/,
    ["server", "machine", "host", "filesystem", "file", "container", "backend", "box", "vm"],
  ],
  [
    /\b(?:running|run|execute|executing|type|typing) [\w./-]+(?: [\w./-]+)? (?:on|in) your (?:server|machine|host|container|shell|terminal|box|vm|console)\b/,
    ["running", "run", "execute", "executing", "type", "typing"],
  ],
];
