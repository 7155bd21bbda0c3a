import { matchesReading, type NormalisedText } from "../../normalize";
import { hasAnyWord } from "../../text/word-set";

/**
 * One kind of evidence that a prompt is an injection or jailbreak attempt. Weights add up once per signal;
 * INJECTION_THRESHOLD or more blocks, so a weight of 4 is decisive on its own and smaller ones need company.
 */
export interface InjectionSignal {
  readonly id: string;
  readonly weight: number;
  found(text: NormalisedText): boolean;
  /** Words the signal cannot match without (checked before `matches`). */
  readonly anchors?: Anchors;
  /** The match itself, without the anchor check; `found` = anchors present && matches. */
  matches?(text: NormalisedText): boolean;
  /** The patterns `matches` tries, where it is made of patterns (tests generate matches from them). */
  readonly patterns?: readonly RegExp[];
  /** Patterns with anchors of their own, each tried only when its anchors are present. */
  readonly gatedPatterns?: readonly GatedPattern[];
}

export interface GatedPattern {
  readonly pattern: RegExp;
  readonly anchors: Anchors;
}

/**
 * Words a signal cannot match without: every group must have one of its words in the text. Checking a set of words
 * is far cheaper than running long patterns, so most signals never run on prose that cannot trigger them.
 * tests/guardrails/input/anchors.test.ts checks that no anchor ever hides a match.
 */
export type Anchors = readonly (readonly string[])[];

export function hasAnchors(text: NormalisedText, anchors: Anchors | undefined): boolean {
  return anchors === undefined || anchors.every((group) => hasAnyWord(text.words, group));
}

export const INJECTION_THRESHOLD = 4;

function matchesAny(readings: readonly string[], patterns: readonly RegExp[]): boolean {
  return readings.some((reading) => patterns.some((pattern) => pattern.test(reading)));
}

/** Whether a pattern matches the raw text where it differs from the canonical reading (read by `matchesReadings`). */
function matchesOwnRaw(text: NormalisedText, patterns: readonly RegExp[]): boolean {
  return text.raw !== text.text && matchesAny([text.raw], patterns);
}

/** Whether a pattern matches the canonical reading or a variant, tried only where its words are present. */
function matchesReadings(text: NormalisedText, patterns: readonly RegExp[]): boolean {
  return patterns.some((pattern) => matchesReading(text, pattern));
}

function anchoredSignal(
  id: string,
  weight: number,
  anchors: Anchors | undefined,
  patterns: readonly RegExp[],
  matches: (text: NormalisedText) => boolean,
): InjectionSignal {
  return { id, weight, anchors, patterns, matches, found: (text) => hasAnchors(text, anchors) && matches(text) };
}

/** A signal that holds when any one of the patterns matches any reading of the text. */
export function patternSignal(id: string, weight: number, patterns: readonly RegExp[], anchors?: Anchors): InjectionSignal {
  return anchoredSignal(id, weight, anchors, patterns, (text) => matchesReadings(text, patterns));
}

/** A signal read from the raw text, where markup and punctuation are still visible. */
export function rawSignal(id: string, weight: number, patterns: readonly RegExp[], anchors?: Anchors): InjectionSignal {
  return anchoredSignal(id, weight, anchors, patterns, (text) => matchesAny([text.raw], patterns));
}

/** A signal read from the original text, where letter case is still visible. */
export function rawOriginalSignal(id: string, weight: number, patterns: readonly RegExp[], anchors?: Anchors): InjectionSignal {
  return anchoredSignal(id, weight, anchors, patterns, (text) => matchesAny([text.original], patterns));
}

/** A signal that holds when a pattern matches any reading or the raw text (where quotation marks survive). */
export function readingOrRawSignal(id: string, weight: number, patterns: readonly RegExp[], anchors?: Anchors): InjectionSignal {
  return anchoredSignal(id, weight, anchors, patterns, (text) => matchesOwnRaw(text, patterns) || matchesReadings(text, patterns));
}

/** Whether one of the anchored patterns matches a reading of the text (its anchors checked first). */
export function anyGatedMatch(text: NormalisedText, gatedPatterns: readonly GatedPattern[]): boolean {
  return gatedPatterns.some(({ pattern, anchors }) => hasAnchors(text, anchors) && matchesReadings(text, [pattern]));
}

/**
 * A signal that needs every part (each part: anchored patterns, one of which must match) and none of `unless`. For
 * evidence that is only telling together: a writer's pretext, a harmful subject and a demand for the working method.
 */
export function allPartsSignal(
  id: string,
  weight: number,
  parts: readonly (readonly GatedPattern[])[],
  unless: readonly GatedPattern[] = [],
): InjectionSignal {
  return {
    id,
    weight,
    gatedPatterns: [...parts.flat(), ...unless],
    // every part's anchors first (a word lookup), then the patterns
    found: (text) =>
      parts.every((part) => part.some(({ anchors }) => hasAnchors(text, anchors))) &&
      parts.every((part) => anyGatedMatch(text, part)) &&
      !anyGatedMatch(text, unless),
  };
}

/**
 * A signal whose patterns each carry their own anchors, for signals whose patterns share no rare word. With
 * `readsRaw`, the raw text is read too (where quotation marks and colons survive).
 */
export function gatedPatternSignal(
  id: string,
  weight: number,
  gatedPatterns: readonly GatedPattern[],
  { readsRaw = false }: { readsRaw?: boolean } = {},
): InjectionSignal {
  const matches = (text: NormalisedText, patterns: readonly RegExp[]): boolean =>
    (readsRaw && matchesOwnRaw(text, patterns)) || matchesReadings(text, patterns);
  return {
    id,
    weight,
    gatedPatterns,
    matches: (text) =>
      matches(
        text,
        gatedPatterns.map(({ pattern }) => pattern),
      ),
    found: (text) => gatedPatterns.some(({ pattern, anchors }) => hasAnchors(text, anchors) && matches(text, [pattern])),
  };
}
