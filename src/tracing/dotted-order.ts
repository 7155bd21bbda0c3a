let cachedSecond = Number.NaN;
let cachedSecondText = "";

/**
 * One segment of LangSmith's dotted order: the span's start as `YYYYMMDDTHHMMSSmmm` (UTC), three digits that order
 * spans started in the same millisecond (LangSmith reads them as microseconds), `Z`, then the span id. The date and
 * second are formatted once per second rather than once per span.
 */
export function dottedOrderSegment(startMs: number, sequence: number, id: string): string {
  const second = Math.floor(startMs / 1000);
  if (second !== cachedSecond) {
    cachedSecondText = new Date(second * 1000).toISOString().slice(0, 19).replace(/[-:]/g, "");
    cachedSecond = second;
  }
  return `${cachedSecondText}${String(startMs - second * 1000).padStart(3, "0")}${String(sequence % 1000).padStart(3, "0")}Z${id}`;
}
