/**
 * Hashed features of a prompt for the guardrail classifier: word unigrams and bigrams and character 3- to 5-grams,
 * each hashed (32-bit FNV-1a, a fixed seed per kind) into 2^18 buckets. Repeats count again; the caller scales by
 * 1/sqrt(count). Pure and deterministic: the trainer and the service compute exactly the same features.
 */
const HASH_BITS = 18;
export const BUCKETS = 1 << HASH_BITS;
const MASK = BUCKETS - 1;
/** Longer texts are read as their first 1,024 and last 256 characters: cost stays flat, both ends are seen. */
const HEAD_CHARS = 1024;
const TAIL_CHARS = 256;
const FNV_PRIME = 0x01000193;
const SEED_WORD = 0x811c9dc5;
const SEED_BIGRAM = 0x9e3779b1;
const SEED_CHAR = 0x2545f491;

export interface Features {
  /** Bucket of every emitted feature, repeats included (only the first `count` entries are meaningful). */
  readonly buckets: Int32Array;
  readonly count: number;
}

/** The part of the (normalised, lower-case) text that is featurised. */
export function featureText(text: string): string {
  if (text.length <= HEAD_CHARS + TAIL_CHARS) return text;
  return `${text.slice(0, HEAD_CHARS)} ${text.slice(text.length - TAIL_CHARS)}`;
}

function isWordChar(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code >= 0xc0;
}

const finish = (hash: number): number => {
  let h = hash ^ (hash >>> 15);
  h = Math.imul(h, 0x2c1b3c6d);
  return (h ^ (h >>> 12)) & MASK;
};

/**
 * Features of an already normalised text (lower case, whitespace collapsed). `into` may be passed to reuse a buffer;
 * it must hold at least `maxFeatures(text.length)` entries.
 */
export function extractFeatures(normalisedText: string, into?: Int32Array): Features {
  const text = ` ${featureText(normalisedText)} `;
  const length = text.length;
  const buckets = into && into.length >= maxFeatures(length) ? into : new Int32Array(maxFeatures(length));
  let count = 0;
  // Character 3- to 5-grams, the text padded with a space at each end.
  for (let start = 0; start + 3 <= length; start += 1) {
    let hash = SEED_CHAR;
    const end = Math.min(length, start + 5);
    for (let at = start; at < end; at += 1) {
      hash = Math.imul(hash ^ text.charCodeAt(at), FNV_PRIME);
      if (at - start >= 2) buckets[count++] = finish(hash ^ (at - start));
    }
  }
  // Words and word pairs.
  let previous = 0;
  let havePrevious = false;
  let hash = SEED_WORD;
  let inWord = false;
  for (let at = 0; at < length; at += 1) {
    const code = text.charCodeAt(at);
    if (isWordChar(code)) {
      hash = Math.imul(hash ^ code, FNV_PRIME);
      inWord = true;
      continue;
    }
    if (!inWord) continue;
    buckets[count++] = finish(hash);
    if (havePrevious) buckets[count++] = finish(Math.imul(previous ^ SEED_BIGRAM, FNV_PRIME) ^ hash);
    previous = hash;
    havePrevious = true;
    hash = SEED_WORD;
    inWord = false;
  }
  return { buckets, count };
}

/** An upper bound on the features of a text of `length` characters (after padding). */
export function maxFeatures(length: number): number {
  return 3 * (length + 2) + 2 * (length + 2);
}
