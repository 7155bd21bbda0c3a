import { decodeBase32 } from "./base32";
import { decodeBase64 } from "./base64";
import { decodeBinary } from "./binary";
import { decodeHex } from "./hex";

// Limits that bound the work an adversarial prompt can cause.
export const PAYLOAD_LIMITS = { maxCandidates: 16, maxEncodedChars: 8192, maxDecodedChars: 16384 } as const;

const MIN_ENCODED_RUN = 16;
const SPACED_HEX = /(?<![0-9A-Fa-f])(?:[0-9A-Fa-f]{2}[ :,]){7,}[0-9A-Fa-f]{2}(?![0-9A-Fa-f])/g;
const BINARY_RUN = /(?<![01])(?:[01]{8} ?){4,}/g;
const HAS_DIGIT_OR_UPPER = /[0-9A-Z+/]/;
const HEX_PAIR_WORD = /^[0-9a-f]{2}$/;
const BYTE_WORD = /^[01]{8}$/;

/** A character of the base64 / base64url / base32 / hex alphabets (padding excluded). */
function isEncodingChar(code: number): boolean {
  return (
    (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) ||
    code === 43 || code === 47 || code === 45 || code === 95
  );
}

/** Maximal runs of encoding characters (with trailing "=" padding) at least MIN_ENCODED_RUN long: one linear pass. */
function encodedRuns(text: string): string[] {
  const runs: string[] = [];
  let start = -1;
  for (let i = 0; i <= text.length; i += 1) {
    const code = i < text.length ? text.charCodeAt(i) : 32;
    if (isEncodingChar(code)) {
      if (start < 0) start = i;
      continue;
    }
    if (start >= 0 && i - start >= MIN_ENCODED_RUN) {
      let end = i;
      while (end < text.length && end - i < 6 && text.charCodeAt(end) === 61) end += 1;
      runs.push(text.slice(start, end));
    }
    start = -1;
  }
  return runs;
}

function decodeRun(run: string): string | undefined {
  return decodeHex(run) ?? decodeBase32(run) ?? decodeBase64(run);
}

function countMatching(words: ReadonlySet<string>, pattern: RegExp, enough: number): boolean {
  let count = 0;
  for (const word of words) if (pattern.test(word) && (count += 1) >= enough) return true;
  return false;
}

/**
 * Decodes base64, base32, hex and binary payloads found in case-preserved text, within PAYLOAD_LIMITS. `words`
 * (the lower-case words of the same text) lets spaced hex and binary be skipped when no such words occur.
 */
export function findEncodedPayloads(text: string, words: ReadonlySet<string>): string[] {
  const decoded: string[] = [];
  let candidates = 0;
  let decodedChars = 0;
  const consider = (run: string, decode: (token: string) => string | undefined): void => {
    if (candidates >= PAYLOAD_LIMITS.maxCandidates || decodedChars >= PAYLOAD_LIMITS.maxDecodedChars) return;
    candidates += 1;
    const token = run.length > PAYLOAD_LIMITS.maxEncodedChars ? run.slice(0, PAYLOAD_LIMITS.maxEncodedChars) : run;
    const plain = decode(token);
    if (plain === undefined) return;
    decoded.push(plain);
    decodedChars += plain.length;
  };
  for (const run of encodedRuns(text)) {
    // A long all-lower-case word is far more likely English than an encoding.
    if (HAS_DIGIT_OR_UPPER.test(run)) consider(run, decodeRun);
  }
  if (countMatching(words, HEX_PAIR_WORD, 4)) for (const [run] of text.matchAll(SPACED_HEX)) consider(run, decodeHex);
  if (countMatching(words, BYTE_WORD, 1)) for (const [run] of text.matchAll(BINARY_RUN)) consider(run.trim(), decodeBinary);
  return decoded;
}
