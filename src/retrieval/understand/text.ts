/** Lower case, accents and marks removed, typographic quotes and dashes made plain: the form every rule reads. */
export function normalizeQuestion(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`\u00b4]/g, "'")
    .replace(/[\u2010-\u2015]/g, "-")
    .replace(/\s+/g, " ");
}

/**
 * Name tokens: letters and digits, with runs of single letters (initials such as "J. K." or "J.R.R.") merged into
 * one token, so "J.K. Rowling", "J. K. Rowling" and "JK Rowling" all read `jk rowling`.
 */
export function nameTokens(text: string): string[] {
  const raw = normalizeQuestion(text).match(/[\p{L}\p{N}]+/gu) ?? [];
  const tokens: string[] = [];
  let initials = "";
  for (const token of raw) {
    if (token.length === 1 && /\p{L}/u.test(token)) {
      initials += token;
      continue;
    }
    if (initials) tokens.push(initials);
    initials = "";
    tokens.push(token);
  }
  if (initials) tokens.push(initials);
  return tokens;
}

/** Every string one deletion away from `word` (and the word itself): two words within one edit share one. */
export function deletions(word: string): string[] {
  const variants = [word];
  for (let i = 0; i < word.length; i++) variants.push(word.slice(0, i) + word.slice(i + 1));
  return variants;
}

/** True when `a` and `b` differ by at most one insertion, deletion, substitution or swap of neighbours. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
