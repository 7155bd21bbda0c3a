import { type PiiSpan, withoutOverlaps } from "./span";

// Local part and labels are bounded and the look-behind only lets a match start at the beginning of a run,
// so a long run without "@" is scanned once.
const EMAIL = /(?<![\w.%+-])[\w.%+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){1,8}(?![\w-])/g;
// "at" and "dot" spelled out, bare or in brackets, in any case: "jane dot doe at mail dot com", "bob [AT] x (dot) org".
const AT = "(?: ?[[({<] ?at ?[\\])}>] ?| at )";
const DOT = "(?: ?[[({<] ?dot ?[\\])}>] ?| dot )";
const LABEL = "[a-z0-9-]{1,63}";
const SPELLED_EMAIL = new RegExp(
  `(?<![\\w.+-])[\\w.+-]{1,64}(?:${DOT}[\\w+-]{1,64}){0,3}${AT}${LABEL}(?:${DOT}${LABEL}){1,4}(?![\\w-])`,
  "gi",
);
// Underscores for separators: "j_smith_at_outlook_dot_com".
const UNDERSCORE_EMAIL = /(?<![\w.+-])[a-z0-9.+-]+(?:_[a-z0-9.+-]+)*_at_[a-z0-9-]{1,63}(?:_dot_[a-z0-9-]{1,63}){1,4}(?![\w-])/gi;
const TOP_LEVEL_DOMAIN = /\.[A-Za-z]{2,24}$/;
const COMMON_TLD = "(?:com|org|net|edu|gov|io|co|uk|de|fr|es|it|nl|ca|au|info|me|us|in|ie|ch|be|at|se|no|dk|fi|pl|pt|br|jp|ru|eu)";
const COMMON_SPELLED_TLD = new RegExp(`(?:${DOT}|_dot_) ?${COMMON_TLD}$`, "i");
const BRACKETED_AT = /[[({<] ?at ?[\])}>]/i;
// Words that end a phrase before a bare " at " ("found it at goodreads dot com", "meet me at ..."): never a mailbox.
const NOT_A_MAILBOX = new Set([
  "it",
  "me",
  "us",
  "him",
  "her",
  "them",
  "this",
  "that",
  "one",
  "read",
  "found",
  "look",
  "buy",
  "bought",
  "get",
  "got",
  "available",
  "listed",
  "sold",
  "here",
  "there",
  "online",
  "copy",
  "copies",
  "book",
  "books",
  "price",
  "rated",
  "review",
  "reviews",
  "ebook",
  "edition",
]);
const LOCAL_PART = /^[\w.+-]+/;

/** A bare " at " after an everyday word is prose; a bracketed [at] is an address whatever precedes it. */
function isProseAt(match: string): boolean {
  return !BRACKETED_AT.test(match) && NOT_A_MAILBOX.has((LOCAL_PART.exec(match)?.[0] ?? "").toLowerCase());
}

// A rejected match ("me at anna dot kowalski" in "reach me at anna dot kowalski at gmail dot com") is tried again one
// word later, at most this many times per text, so that a long run of "x at y dot z" stays linear.
const MAX_RETRIES = 64;

function spelledEmails(text: string, source: RegExp): PiiSpan[] {
  const spans: PiiSpan[] = [];
  const pattern = new RegExp(source.source, source.flags);
  let retries = 0;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    // " at " alone is ordinary English; only a known domain ending or a bracketed "at" makes it an address.
    if ((COMMON_SPELLED_TLD.test(match[0]) || BRACKETED_AT.test(match[0])) && !isProseAt(match[0])) {
      spans.push({ start: match.index, end: match.index + match[0].length });
    } else if (retries < MAX_RETRIES) {
      retries += 1;
      const nextWord = text.indexOf(" ", match.index + 1);
      if (nextWord < 0) break;
      pattern.lastIndex = nextWord + 1;
    }
  }
  return spans;
}

/** Email addresses, including "name [at] domain [dot] com", "name at domain dot com" and "name_at_domain_dot_com". */
export function findEmails(text: string): PiiSpan[] {
  const spans: PiiSpan[] = [];
  if (text.includes("@")) {
    for (const match of text.matchAll(EMAIL)) {
      if (TOP_LEVEL_DOMAIN.test(match[0])) spans.push({ start: match.index, end: match.index + match[0].length });
    }
  }
  if (/dot/i.test(text)) {
    for (const pattern of [SPELLED_EMAIL, UNDERSCORE_EMAIL]) spans.push(...spelledEmails(text, pattern));
  }
  return withoutOverlaps(spans);
}
