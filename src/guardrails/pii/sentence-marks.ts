// A sentence ends at ".", "!" or "?" before a space or the end of the text, or at a line break.
const SENTENCE_END = /[.!?](?=\s|$)|\n/g;

/** The first index in the sorted `positions` that is at least `from`. */
function firstAtOrAfter(positions: readonly number[], from: number): number {
  let low = 0;
  let high = positions.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (positions[middle] < from) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Which words stand in the sentence around a place in one text. The sentence ends and each word pattern's matches are
 * found in one scan of the whole text, the first time they are asked for; each question after that is a binary
 * search, so a text of thousands of digit runs is not rescanned once per run.
 */
export class SentenceMarks {
  private ends: number[] | undefined;
  private readonly matches = new Map<RegExp, number[]>();

  constructor(
    private readonly text: string,
    private readonly reachBack = 200,
    private readonly reachOn = 120,
  ) {}

  /** The sentence holding [start, end), at most `reachBack` characters before it and `reachOn` after. */
  bounds(start: number, end: number): { from: number; to: number } {
    this.ends ??= [...this.text.matchAll(SENTENCE_END)].map((match) => match.index);
    const next = firstAtOrAfter(this.ends, start);
    const from = Math.max(next > 0 ? this.ends[next - 1] + 1 : 0, start - this.reachBack);
    const nextEnd = firstAtOrAfter(this.ends, end);
    const to = Math.min(nextEnd < this.ends.length ? this.ends[nextEnd] : this.text.length, end + this.reachOn);
    return { from, to };
  }

  /** Whether a match of `pattern` (global) starts in [from, to). */
  has(pattern: RegExp, from: number, to: number): boolean {
    let positions = this.matches.get(pattern);
    if (positions === undefined) {
      positions = [...this.text.matchAll(pattern)].map((match) => match.index);
      this.matches.set(pattern, positions);
    }
    const first = firstAtOrAfter(positions, from);
    return first < positions.length && positions[first] < to;
  }
}
