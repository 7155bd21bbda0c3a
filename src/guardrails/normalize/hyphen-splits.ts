// Words cut by stray hyphens ("i-nstruction", "T-he", "ign-ore prev-ious instr-uctions") to slip past word matching.
const SPLIT_WORD = /(?<=\p{L})-(?=\p{L})/gu;
const SHORT_FRAGMENT = /(?:^|[^\p{L}-])\p{L}-\p{L}|\p{L}-\p{L}(?:[^\p{L}-]|$)/u;
const TWO_SPLITS = /\p{L}-\p{L}[^]*?\p{L}-\p{L}/u;

/** The text with hyphens inside words removed, or undefined when no word looks deliberately split. */
export function joinHyphenSplits(text: string): string | undefined {
  return text.includes("-") && (SHORT_FRAGMENT.test(text) || TWO_SPLITS.test(text)) ? text.replace(SPLIT_WORD, "") : undefined;
}
