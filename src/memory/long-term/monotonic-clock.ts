/**
 * Strictly increasing microsecond timestamps, so memories saved in the same millisecond still sort newest-first
 * (PGlite's clock only has millisecond resolution).
 */
export function createMonotonicClock(now: () => number = Date.now): () => string {
  let lastMicros = 0;
  return () => {
    lastMicros = Math.max(now() * 1000, lastMicros + 1);
    const millis = Math.floor(lastMicros / 1000);
    const micros = String(lastMicros % 1000).padStart(3, "0");
    return new Date(millis).toISOString().replace("Z", `${micros}Z`);
  };
}
