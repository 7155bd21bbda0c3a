// Words cut by stray hyphens ("i-nstruction", "T-he", "ign-ore prev-ious instr-uctions") to slip past word matching.
// Letters of the scripts the rules read (the text is already lower case); plain classes instead of \p{L}, which is
// several times slower to scan on a long prompt.
const L = "a-z\u00c0-\u024f\u0370-\u03ff\u0400-\u052f";
const SPLIT_WORD = new RegExp(`(?<=[${L}])-(?=[${L}])`, "g");
// A word broken as at a line end, hyphen then space ("ig- nore your in- struc- tions"): joined only when it happens twice.
const SPACED_SPLIT = new RegExp(`(?<=[${L}])- (?=[${L}])`, "g");

function isLetter(code: number): boolean {
  return (
    (code >= 0x61 && code <= 0x7a) ||
    (code >= 0xc0 && code <= 0x24f) ||
    (code >= 0x370 && code <= 0x3ff) ||
    (code >= 0x400 && code <= 0x52f)
  );
}

const HYPHEN = 0x2d;

function isLetterAt(text: string, at: number): boolean {
  return at >= 0 && at < text.length && isLetter(text.charCodeAt(at));
}

/** Neither a letter nor a hyphen (or outside the text): where a one-letter fragment ends. */
function isFragmentEdge(text: string, at: number): boolean {
  if (at < 0 || at >= text.length) return true;
  const code = text.charCodeAt(at);
  return code !== HYPHEN && !isLetter(code);
}

/**
 * Hyphens between two letters, found by searching for the hyphen itself: a pattern that must first test every
 * position for a letter scans a long prompt several times slower.
 */
function* innerHyphens(text: string): Generator<number> {
  for (let at = text.indexOf("-"); at >= 0; at = text.indexOf("-", at + 1)) {
    if (isLetterAt(text, at - 1) && isLetterAt(text, at + 1)) yield at;
  }
}

/** A one-letter piece on either side of a hyphen inside a word ("i-nstruction", "t-he", "instructio-n"). */
function hasShortFragment(text: string): boolean {
  for (const at of innerHyphens(text)) {
    if (isFragmentEdge(text, at - 2) || isFragmentEdge(text, at + 2)) return true;
  }
  return false;
}

/** The whole hyphenated word around the hyphen at `at` ("world-building"), and where it ends. */
function hyphenatedWordAt(text: string, at: number): { word: string; end: number } {
  let start = at - 1;
  while (isLetterAt(text, start - 1)) start -= 1;
  let end = at + 1;
  while (isLetterAt(text, end) || (text.charCodeAt(end) === HYPHEN && isLetterAt(text, end + 1))) end += 1;
  return { word: text.slice(start, end), end };
}

/** Two different hyphenated words ("ign-ore ... instr-uctions"); one compound repeated ("world-building") is prose. */
function hasTwoDistinctSplits(text: string): boolean {
  let first: string | undefined;
  let after = 0;
  for (const at of innerHyphens(text)) {
    if (at < after) continue;
    const { word, end } = hyphenatedWordAt(text, at);
    after = end;
    if (first === undefined) first = word;
    else if (word !== first) return true;
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
  if (!spaced && !hasShortFragment(text) && !hasTwoDistinctSplits(text)) return undefined;
  return (spaced ? text.replace(SPACED_SPLIT, "") : text).replace(SPLIT_WORD, "");
}
