import { type PiiSpan, withoutOverlaps } from "./span";

// Local part and labels are bounded and the look-behind only lets a match start at the beginning of a run,
// so a long run without "@" is scanned once.
const EMAIL = /(?<![\w.%+-])[\w.%+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){1,8}(?![\w-])/g;
const SPELLED_EMAIL =
  /(?<![\w.+-])[\w.+-]{1,64} ?(?:\[at\]|\(at\)|\{at\}|<at>| at ) ?[a-z0-9-]{1,63}(?: ?(?:\[dot\]|\(dot\)|\{dot\}|<dot>| dot ) ?[a-z0-9-]{1,63}){1,4}(?![\w-])/gi;
const TOP_LEVEL_DOMAIN = /\.[A-Za-z]{2,24}$/;
const COMMON_SPELLED_TLD = /(?:\[dot\]|\(dot\)|\{dot\}|<dot>| dot ) ?(?:com|org|net|edu|gov|io|co|uk|de|fr|es|it|nl|ca|au|info|me|us)$/i;
const BRACKETED_AT = /\[at\]|\(at\)|\{at\}|<at>/i;

/** Email addresses, including "name [at] domain [dot] com" spellings. */
export function findEmails(text: string): PiiSpan[] {
  const spans: PiiSpan[] = [];
  if (text.includes("@")) {
    for (const match of text.matchAll(EMAIL)) {
      if (TOP_LEVEL_DOMAIN.test(match[0])) spans.push({ start: match.index, end: match.index + match[0].length });
    }
  }
  if (/\bdot\b/i.test(text)) {
    for (const match of text.matchAll(SPELLED_EMAIL)) {
      // " at " alone is ordinary English; only a known domain ending makes it an address.
      if (COMMON_SPELLED_TLD.test(match[0]) || (BRACKETED_AT.test(match[0]) && /dot/i.test(match[0]))) {
        spans.push({ start: match.index, end: match.index + match[0].length });
      }
    }
  }
  return withoutOverlaps(spans);
}
