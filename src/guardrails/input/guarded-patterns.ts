import { setImmediate as nextTurn } from "node:timers/promises";
import { requiredWords } from "../text/required-words";
import { injectionSignals } from "./injection/signals";
import { offTopicAsks } from "./topic/off-topic-asks";
import { UNSUPPORTED_REQUESTS } from "./unsupported-action";

/** The patterns tried only where a long prompt holds the words they need (normalize.ts `mayMatchReadings`). */
export function patternsGuardedByWords(): readonly RegExp[] {
  return [
    ...new Set([
      ...injectionSignals.flatMap((signal) => [...(signal.patterns ?? []), ...(signal.gatedPatterns ?? []).map(({ pattern }) => pattern)]),
      ...offTopicAsks.filter((ask) => !ask.readsRaw).map((ask) => ask.pattern),
      ...UNSUPPORTED_REQUESTS.map(([pattern]) => pattern),
    ]),
  ];
}

const PATTERNS_PER_TURN = 8;

/**
 * Reads every guarded pattern's words ahead of the first long prompt, a few per event-loop turn so that requests
 * are served meanwhile: reading them all takes about a second of CPU, which the first long prompt would otherwise wait for.
 */
export async function warmUpPatternWords(): Promise<void> {
  const patterns = patternsGuardedByWords();
  for (let at = 0; at < patterns.length; at += PATTERNS_PER_TURN) {
    for (const pattern of patterns.slice(at, at + PATTERNS_PER_TURN)) requiredWords(pattern);
    await nextTurn();
  }
}
