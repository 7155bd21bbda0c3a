// Words cut by stray hyphens ("i-nstruction", "T-he", "ign-ore prev-ious instr-uctions") to slip past word matching.
const SPLIT_WORD = /(?<=\p{L})-(?=\p{L})/gu;
const SHORT_FRAGMENT = /(?:^|[^\p{L}-])\p{L}-\p{L}|\p{L}-\p{L}(?:[^\p{L}-]|$)/u;
const HYPHENATED = /\p{L}+(?:-\p{L}+)+/gu;

/** Two different hyphenated words ("ign-ore ... instr-uctions"); one compound repeated ("world-building") is prose. */
function hasTwoDistinctSplits(text: string): boolean {
  let first: string | undefined;
  for (const [token] of text.matchAll(HYPHENATED)) {
    if (first === undefined) first = token;
    else if (token !== first) return true;
  }
  return false;
}

/** The text with hyphens inside words removed, or undefined when no word looks deliberately split. */
export function joinHyphenSplits(text: string): string | undefined {
  return text.includes("-") && (SHORT_FRAGMENT.test(text) || hasTwoDistinctSplits(text)) ? text.replace(SPLIT_WORD, "") : undefined;
}
