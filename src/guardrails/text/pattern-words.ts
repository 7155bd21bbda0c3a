import { distinctWords, withAsciiRuns } from "../normalize/distinct-words";
import { requiredWords } from "./required-words";

/**
 * "Can this pattern match these words at all?", answered from the words each pattern needs (./required-words.ts)
 * with array reads: every needed word gets a number, a prompt's words become one byte per number, and a pattern's
 * condition is a flat list of numbers. On a long prompt this rules out most patterns before they scan it.
 */

const wordIds = new Map<string, number>();

/** A condition as numbers: per branch its group count, then per group its word count and word ids. */
const compiled = new WeakMap<RegExp, Int32Array | null>();

function idOf(word: string): number {
  let id = wordIds.get(word);
  if (id === undefined) {
    id = wordIds.size;
    wordIds.set(word, id);
  }
  return id;
}

function compile(pattern: RegExp): Int32Array | null {
  const branches = requiredWords(pattern);
  if (branches.length === 0) return null;
  const codes: number[] = [branches.length];
  for (const groups of branches) {
    codes.push(groups.length);
    for (const group of groups) codes.push(group.length, ...group.map(idOf));
  }
  return Int32Array.from(codes);
}

interface Present {
  words: ReadonlySet<string>;
  size: number;
  known: number;
  has: Uint8Array;
}
/**
 * The last two word sets looked up: a prompt's pattern words, and the words of a string the topic rule reads when it
 * is not the canonical reading (a blanked copy, say).
 */
let present: Present | undefined;
let presentBefore: Present | undefined;

function isCurrent(entry: Present | undefined, words: ReadonlySet<string>): entry is Present {
  return entry?.words === words && entry.size === words.size && entry.known === wordIds.size;
}

function presentWords(words: ReadonlySet<string>): Uint8Array {
  if (isCurrent(present, words)) return present.has;
  if (isCurrent(presentBefore, words)) {
    [present, presentBefore] = [presentBefore, present];
    return present.has;
  }
  const has = new Uint8Array(wordIds.size);
  for (const word of words) {
    const id = wordIds.get(word);
    if (id !== undefined) has[id] = 1;
  }
  presentBefore = present;
  present = { words, size: words.size, known: wordIds.size, has };
  return has;
}

function holds(codes: Int32Array, has: Uint8Array): boolean {
  let at = 1;
  for (let branch = 0; branch < codes[0]; branch += 1) {
    const groups = codes[at++];
    let branchHolds = true;
    for (let group = 0; group < groups; group += 1) {
      const count = codes[at++];
      if (branchHolds) {
        let found = false;
        for (let k = 0; k < count && !found; k += 1) found = has[codes[at + k]] === 1;
        branchHolds = found;
      }
      at += count;
    }
    if (branchHolds) return true;
  }
  return false;
}

/**
 * Whether the pattern could match a reading whose words are all in `words` (false: it cannot). `words` must hold every
 * maximal run of a-z and 0-9 of the readings (`NormalisedText.patternWords`).
 */
export function mayMatch(pattern: RegExp, words: ReadonlySet<string>): boolean {
  let codes = compiled.get(pattern);
  if (codes === undefined) {
    codes = compile(pattern);
    compiled.set(pattern, codes);
  }
  return codes === null || holds(codes, presentWords(words));
}

/**
 * Below this many characters a pattern scans the text faster than its words are looked up (each prompt's lookup
 * table costs a few microseconds), so short prompts go straight to the patterns.
 */
export const LOOK_UP_WORDS_FROM = 600;

/** The last reading's words: the topic rule asks many patterns about the same prose in a row. */
let lastReading: { text: string; words: ReadonlySet<string> } | undefined;

/**
 * Words known to hold every maximal run of a-z and 0-9 of `text` (normalise's pattern words, a superset, for its
 * canonical reading), so that `testText` on that reading need not split it again.
 */
export function rememberReadingWords(text: string, words: ReadonlySet<string>): void {
  lastReading = { text, words };
}

function wordsOfReading(text: string): ReadonlySet<string> {
  if (lastReading?.text !== text) lastReading = { text, words: withAsciiRuns(distinctWords(text)) };
  return lastReading.words;
}

/**
 * `pattern.test(text)` for a lower-case reading, skipped on a long text without the words every match needs. For a
 * pattern without the g and y flags (whose `test` keeps state).
 */
export function testText(pattern: RegExp, text: string): boolean {
  return (text.length < LOOK_UP_WORDS_FROM || mayMatch(pattern, wordsOfReading(text))) && pattern.test(text);
}
