import { ASK } from "./ask";

// Requests read from the raw text, where punctuation, web addresses and file paths are intact: fetching an address,
// touching a path or a named file, a command in backticks, network tools, mail sent to an address, SQL statements.
const URL_IN_RAW =
  /\bhttps?:\/\/\S|\bwww\.[a-z0-9-]+\.[a-z]|(?<![@\w.-])[a-z0-9-]+\.(?:com|org|net|io|co\.uk|co|uk|de|fr|es|nl|eu|ca|au|ly|ie|nz|tv|info|dev|app|ai|me|blog)(?:\/\S*)?(?![\w@-])/;
// Cheap first looks for an address and a file name: the dot and what follows it.
const URL_HINT = /https?:\/\/|www\.|\.(?:com|org|net|io|co|uk|de|fr|es|nl|eu|ca|au|ly|ie|nz|tv|info|dev|app|ai|me|blog)\b/;
const FILE_NAME_HINT =
  /\.(?<=[\w-]\.)(?:txt|md|docx?|pdf|epub|mobi|azw3?|csv|xlsx?|json|log|ya?ml|ini|cfg|conf|env|py|sh|bat|html?|odt|rtf|pptx?|zip|db|sqlite)\b/;
const FILE_PATH_IN_RAW =
  /(?:^|[\s"'`(])(?:~\/|\.{1,2}\/|\/(?:home|etc|var|usr|tmp|root|users|opt|bin|proc|dev|mnt|srv|sys|private|library)\/?\b|[a-z]:\\)/;
const FILE_NAME_IN_RAW =
  /\b[\w-]+\.(?:txt|md|docx?|pdf|epub|mobi|azw3?|csv|xlsx?|json|log|ya?ml|ini|cfg|conf|env|py|sh|bat|html?|odt|rtf|pptx?|zip|db|sqlite)\b/;
// Imperatives of other languages that open, read, summarise or visit (raw text keeps its accents).
const FOREIGN_OPEN =
  "(?:ouvre|lis|r[ée]sume|consulte|visite|va sur|regarde|abre|lee|res[uú]me|visita|entra en|mira|[öo]ffne|oeffne|lies|besuche|fass|schau|apri|leggi|riassumi|vai su|guarda|controlla|supprime|efface|borra|elimina|cancella|l[öo]sche|loesche)";

const URL_SOURCE = URL_IN_RAW.source;
// An imperative (or "what does ... say") that reaches a web address or a file path in the same sentence.
const FETCH_URL = new RegExp(
  `(?:${ASK}(?:fetch|open|visit|go to|head to|navigate to|browse(?: to)?|load|scrape|crawl|summari[sz]e|read|check(?: out)?|look at|access|download|click(?: on)?|follow|get|pull|grab|retrieve|tell me what)|\\bwhat(?: does|'s| is) (?:on |at )?(?:this|that|the)? ?(?:page|site|website|link|url|article|post|web ?page)?|(?:^|[.!?;:] |, )(?:bitte |por favor |per favore |s'il te pla[iî]t )?${FOREIGN_OPEN})\\b[^.!?\\n]{0,80}?(?:${URL_SOURCE})`,
);
const FILE_PATH_SOURCE = FILE_PATH_IN_RAW.source;
const TOUCH_PATH = new RegExp(
  `(?:${ASK}(?:read|open|show|list|delete|remove|cat|print|summari[sz]e|tell me|look|access|load|save|write|copy|move|check|display|dump)|\\bwhat(?:'s| is) in|(?:^|[.!?;:] |, )${FOREIGN_OPEN})\\b[^.!?\\n]{0,80}?(?:${FILE_PATH_SOURCE})`,
);
// A named file ("notes_on_middlemarch.md") after a verb that handles files ("tell me about Node.js" is no file).
const TOUCH_FILE = new RegExp(
  `(?:${ASK}(?:read|open|show|delete|remove|cat|print|summari[sz]e|load|save|write|copy|move|check|display|dump|rename|attach|upload|convert|edit)|\\bwhat(?:'s| is) in|(?:^|[.!?;:] |, )${FOREIGN_OPEN})\\b[^.!?\\n]{0,80}?${FILE_NAME_IN_RAW.source}`,
);

const RUN_A_CALL = new RegExp(`${ASK}(?:run|execute|exec|eval|evaluate|interpret)\\s+[\\w.]+\\s*\\(`);

/** Patterns read from the raw text, where punctuation, paths and addresses are intact. */
export function asksForRawAction(raw: string): boolean {
  // The address, path or file name first: one plain scan that prose fails, before the patterns with a verb.
  if (raw.includes(".") && URL_HINT.test(raw) && FETCH_URL.test(raw)) return true;
  if ((raw.includes("/") || raw.includes("\\")) && FILE_PATH_IN_RAW.test(raw) && TOUCH_PATH.test(raw)) return true;
  if (raw.includes(".") && FILE_NAME_HINT.test(raw) && TOUCH_FILE.test(raw)) return true;
  // A shell command in backticks, or after "run"/"execute" and a colon.
  if (raw.includes("`") && /\b(?:run|execute|exec|type|enter)\b[^`\n]{0,20}`[^`]{1,200}`/.test(raw)) return true;
  if (/\b(?:run|execute|exec)\s*:\s*\S/.test(raw)) return true;
  // A call written out after the verb: "execute print(42)", "evaluate len('Dune')".
  if (raw.includes("(") && RUN_A_CALL.test(raw)) return true;
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
