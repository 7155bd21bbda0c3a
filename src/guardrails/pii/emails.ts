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

/** Email addresses, including "name [at] domain [dot] com", "name at domain dot com" and "name_at_domain_dot_com". */
export function findEmails(text: string): PiiSpan[] {
  const spans: PiiSpan[] = [];
  if (text.includes("@")) {
    for (const match of text.matchAll(EMAIL)) {
      if (TOP_LEVEL_DOMAIN.test(match[0])) spans.push({ start: match.index, end: match.index + match[0].length });
    }
  }
  if (/dot/i.test(text)) {
    for (const pattern of [SPELLED_EMAIL, UNDERSCORE_EMAIL]) {
      for (const match of text.matchAll(pattern)) {
        // " at " alone is ordinary English; only a known domain ending or a bracketed "at" makes it an address.
        if (COMMON_SPELLED_TLD.test(match[0]) || BRACKETED_AT.test(match[0])) {
          spans.push({ start: match.index, end: match.index + match[0].length });
        }
      }
    }
  }
  return withoutOverlaps(spans);
}
