import { foldCleanText, cleanText } from "./normalize/canonical";
import { distinctWords, withAsciiRuns } from "./normalize/distinct-words";
import { joinDottedSplits } from "./normalize/dotted-splits";
import { joinHyphenSplits } from "./normalize/hyphen-splits";
import { hiddenTagText } from "./normalize/invisible";
import { foldLeetspeak } from "./normalize/leetspeak";
import { findEncodedPayloads } from "./normalize/payloads/find-payloads";
import { decodeMorse } from "./normalize/payloads/morse";
import { looksReversed, reverseText } from "./normalize/payloads/reversed";
import { looksLikeRot13, rot13 } from "./normalize/payloads/rot13";
import { hasSpacedLetters, rejoinSpacedLetters } from "./normalize/spaced-letters";
import { collapseWhitespace } from "./normalize/whitespace";
import { LOOK_UP_WORDS_FROM, mayMatch, rememberReadingWords } from "./text/pattern-words";

/** The text every input rule reads: one canonical reading plus further readings that undo obfuscation. */
export interface NormalisedText {
  readonly original: string;
  /** NFKC, invisible characters removed, lower case, whitespace collapsed; markup and punctuation kept. */
  readonly raw: string;
  /** `raw` with markup seen through, escapes decoded, look-alikes folded and Latin accents stripped. */
  readonly text: string;
  /** Other readings: rejoined spaced letters, leetspeak folded, decoded base64/base32/hex/binary/ROT13/tag payloads. */
  readonly variants: readonly string[];
  /** Every word of every reading, for cheap "could this pattern match at all?" checks. */
  readonly words: ReadonlySet<string>;
  /**
   * `words` plus the ASCII runs inside words that mix scripts ("ignoreя" adds "ignore"): every maximal run of a-z and
   * 0-9 in any reading, as the words a pattern needs are looked up (text/required-words.ts). The same set as `words`
   * when no word mixes scripts.
   */
  readonly patternWords: ReadonlySet<string>;
}

const NORMALISE_LIMITS = { maxDepth: 2, maxVariants: 24, maxTotalChars: 131072 } as const;

interface Readings {
  texts: string[];
  words: Set<string>;
  chars: number;
  /** The prompt's own text folded (before whitespace is collapsed), when it is the first reading. */
  firstFolded?: string;
}

function isNewReading(reading: string, into: Readings): boolean {
  return !into.texts.includes(reading) && into.chars + reading.length <= NORMALISE_LIMITS.maxTotalChars;
}

/**
 * Adds a reading and its words. The first reading's word set becomes `into.words` itself (later readings' words
 * are added to that very set), so the canonical words seen by the decoders include the words of the readings
 * added before they run.
 */
function addNewReading(reading: string, own: Set<string>, into: Readings): void {
  into.texts.push(reading);
  into.chars += reading.length;
  if (into.words.size === 0) into.words = own;
  else for (const word of own) into.words.add(word);
}

/** Adds a reading unless it repeats one or exceeds the size limit (its words are only split out when it is added). */
function addReading(reading: string, into: Readings): void {
  if (isNewReading(reading, into)) addNewReading(reading, distinctWords(reading), into);
}

function addReadings(cleaned: string, depth: number, into: Readings): void {
  if (into.texts.length >= NORMALISE_LIMITS.maxVariants) return;
  const folded = foldCleanText(cleaned);
  const canonical = collapseWhitespace(folded);
  const words = distinctWords(canonical);
  if (isNewReading(canonical, into)) {
    if (into.texts.length === 0) into.firstFolded = folded;
    addNewReading(canonical, words, into);
  }
  if (hasSpacedLetters(folded)) addReading(collapseWhitespace(rejoinSpacedLetters(folded)), into);
  const unsplit = joinHyphenSplits(canonical);
  if (unsplit !== undefined) addReading(unsplit, into);
  const undotted = joinDottedSplits(canonical);
  if (undotted !== undefined) addReading(undotted, into);
  for (const morse of decodeMorse(canonical)) addReading(morse, into);
  for (const leet of foldLeetspeak(canonical)) addReading(leet, into);
  if (looksLikeRot13(words)) addReading(rot13(canonical), into);
  if (looksReversed(words)) addReading(reverseText(canonical), into);
  if (depth >= NORMALISE_LIMITS.maxDepth) return;
  for (const payload of findEncodedPayloads(cleaned, words)) addReadings(cleanText(payload), depth + 1, into);
}

export function normalise(prompt: string): NormalisedText {
  const cleaned = cleanText(prompt);
  const readings: Readings = { texts: [], words: new Set(), chars: 0 };
  addReadings(cleaned, 0, readings);
  const hidden = hiddenTagText(prompt);
  if (hidden) addReadings(cleanText(hidden), 1, readings);
  const [text = "", ...variants] = readings.texts;
  const lowerCase = cleaned.toLowerCase();
  // Plain prose folds to itself: the raw reading is then the canonical one, the same string, read once.
  const raw = readings.firstFolded === lowerCase ? text : collapseWhitespace(lowerCase);
  const patternWords = withAsciiRuns(readings.words);
  // The topic rule reads the canonical reading as a string (`testText`): its words are already split here.
  rememberReadingWords(text, patternWords);
  return {
    original: prompt,
    raw,
    text,
    variants: variants.slice(0, NORMALISE_LIMITS.maxVariants),
    words: readings.words,
    patternWords,
  };
}

/** Every reading of the text, canonical first. */
export function readingsOf(normalised: NormalisedText): readonly string[] {
  return [normalised.text, ...normalised.variants];
}

/**
 * Whether the pattern could match one of the readings: false when a long prompt lacks the words every match needs
 * (text/required-words.ts), so the pattern need not scan it.
 */
export function mayMatchReadings(text: NormalisedText, pattern: RegExp): boolean {
  return text.text.length < LOOK_UP_WORDS_FROM || mayMatch(pattern, text.patternWords);
}

/** Whether the pattern matches the canonical reading or a variant. */
export function matchesReading(text: NormalisedText, pattern: RegExp): boolean {
  return mayMatchReadings(text, pattern) && (pattern.test(text.text) || text.variants.some((reading) => pattern.test(reading)));
}
