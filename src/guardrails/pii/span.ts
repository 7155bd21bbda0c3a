/** A piece of personal data found in a text: [start, end) in UTF-16 units. */
export interface PiiSpan {
  start: number;
  end: number;
}

/** Spans sorted by start, keeping the first of any that overlap. */
export function withoutOverlaps(spans: readonly PiiSpan[]): PiiSpan[] {
  const kept: PiiSpan[] = [];
  for (const span of [...spans].sort((a, b) => a.start - b.start || b.end - a.end)) {
    const previous = kept[kept.length - 1];
    if (!previous || span.start >= previous.end) kept.push(span);
  }
  return kept;
}
