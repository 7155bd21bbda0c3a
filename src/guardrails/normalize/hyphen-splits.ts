// Words cut by stray hyphens ("i-nstruction", "T-he", "ign-ore prev-ious instr-uctions") to slip past word matching.
// Letters of the scripts the rules read (the text is already lower case); plain classes instead of \p{L}, which is
// several times slower to scan on a long prompt.
const L = "a-z\u00c0-\u024f\u0370-\u03ff\u0400-\u052f";
const SPLIT_WORD = new RegExp(`(?<=[${L}])-(?=[${L}])`, "g");
const SHORT_FRAGMENT = new RegExp(`(?:^|[^${L}-])[${L}]-[${L}]|[${L}]-[${L}](?:[^${L}-]|$)`);
// A word broken as at a line end, hyphen then space ("ig- nore your in- struc- tions"): joined only when it happens twice.
const SPACED_SPLIT = new RegExp(`(?<=[${L}])- (?=[${L}])`, "g");
const HYPHENATED = new RegExp(`(?<![${L}])[${L}]+(?:-[${L}]+)+`, "g");

/** Two different hyphenated words ("ign-ore ... instr-uctions"); one compound repeated ("world-building") is prose. */
function hasTwoDistinctSplits(text: string): boolean {
  let first: string | undefined;
  for (const [token] of text.matchAll(HYPHENATED)) {
    if (first === undefined) first = token;
    else if (token !== first) return true;
  }
  return false;
}

function hasTwoSpacedSplits(text: string): boolean {
  let splits = 0;
  for (const _ of text.matchAll(SPACED_SPLIT)) if (++splits === 2) return true;
  return false;
}

/** The text with hyphens inside words removed, or undefined when no word looks deliberately split. */
export function joinHyphenSplits(text: string): string | undefined {
  if (!text.includes("-")) return undefined;
  const spaced = text.includes("- ") && hasTwoSpacedSplits(text);
  if (!spaced && !SHORT_FRAGMENT.test(text) && !hasTwoDistinctSplits(text)) return undefined;
  return (spaced ? text.replace(SPACED_SPLIT, "") : text).replace(SPLIT_WORD, "");
}
