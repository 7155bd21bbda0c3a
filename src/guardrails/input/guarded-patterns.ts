import { setImmediate as nextTurn } from "node:timers/promises";
import { requiredWords } from "../text/required-words";
import { injectionSignals } from "./injection/signals";
import { BOOK_CUE_PATTERNS } from "./topic/book-cues";
import { BOOK_PHRASE_PATTERN } from "./topic/book-vocabulary";
import { GENERAL_KNOWLEDGE_PATTERNS } from "./topic/general-knowledge-forms";
import { offTopicAsks } from "./topic/off-topic-asks";
import { OTHER_SUBJECT } from "./topic/off-topic-words";
import { OTHER_LANGUAGE_SUBJECT_PATTERNS } from "./topic/off-topic-words-languages";
import { STORY_QUESTIONS } from "./topic/story-questions";
import { QUANTITY_QUESTION } from "./topic/word-problem";
import { UNSUPPORTED_REQUESTS } from "./unsupported-action";

/**
 * The patterns tried only where a long prompt holds the words they need: through `mayMatchReadings` (normalize.ts)
 * and through `testText` (text/pattern-words.ts).
 */
export function patternsGuardedByWords(): readonly RegExp[] {
  return [
    ...new Set([
      ...injectionSignals.flatMap((signal) => [...(signal.patterns ?? []), ...(signal.gatedPatterns ?? []).map(({ pattern }) => pattern)]),
      ...offTopicAsks.filter((ask) => !ask.readsRaw).map((ask) => ask.pattern),
      ...UNSUPPORTED_REQUESTS.map(([pattern]) => pattern),
      ...BOOK_CUE_PATTERNS,
      BOOK_PHRASE_PATTERN,
      ...GENERAL_KNOWLEDGE_PATTERNS,
      OTHER_SUBJECT,
      ...OTHER_LANGUAGE_SUBJECT_PATTERNS,
      ...STORY_QUESTIONS,
      QUANTITY_QUESTION,
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
