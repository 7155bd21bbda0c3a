import { decodeBase32 } from "./base32";
import { decodeBase64 } from "./base64";
import { decodeBinary } from "./binary";
import { decodeHex } from "./hex";

// Limits that bound the work an adversarial prompt can cause.
const PAYLOAD_LIMITS = { maxCandidates: 16, maxEncodedChars: 8192, maxDecodedChars: 16384 } as const;

const MIN_ENCODED_RUN = 16;
const SPACED_HEX = /(?<![0-9A-Fa-f])(?:[0-9A-Fa-f]{2}[ :,]){7,}[0-9A-Fa-f]{2}(?![0-9A-Fa-f])/g;
const BINARY_RUN = /(?<![01])(?:[01]{8} ?){4,}/g;
const HAS_DIGIT_OR_UPPER = /[0-9A-Z+/]/;
const HEX_PAIR_WORD = /^[0-9a-f]{2}$/;
const BYTE_WORD = /^[01]{8}$/;

// 1: a character of the base64 / base64url / base32 / hex alphabets (padding excluded); 2: one that also shows the
// run is not a plain lower-case word (a digit, an upper-case letter, "+" or "/": HAS_DIGIT_OR_UPPER).
const ENCODING_CHAR = new Uint8Array(128);
for (let code = 0; code < 128; code += 1) {
  const ch = String.fromCharCode(code);
  if (/[0-9A-Z+/]/.test(ch)) ENCODING_CHAR[code] = 2;
  else if (/[a-z\-_]/.test(ch)) ENCODING_CHAR[code] = 1;
}

function isEncodingChar(code: number): boolean {
  return code < 128 && ENCODING_CHAR[code] !== 0;
}

/**
 * Maximal runs of encoding characters (with trailing "=" padding) at least MIN_ENCODED_RUN long that contain a
 * digit, an upper-case letter, "+" or "/". Linear, and sub-linear on prose: a run that long must cover every
 * MIN_ENCODED_RUN-th position, so only those positions are probed and runs are expanded from the probes that hit.
 * Stops after `limit` runs.
 */
function encodedRuns(text: string, limit: number): string[] {
  const runs: string[] = [];
  const length = text.length;
  let floor = 0; // no run starts before floor: text[floor - 1] is not an encoding character
  let probe = MIN_ENCODED_RUN - 1;
  while (probe < length && runs.length < limit) {
    if (!isEncodingChar(text.charCodeAt(probe))) {
      floor = probe + 1;
      probe = floor + MIN_ENCODED_RUN - 1;
      continue;
    }
    let start = probe;
    while (start > floor && isEncodingChar(text.charCodeAt(start - 1))) start -= 1;
    let end = probe + 1;
    while (end < length && isEncodingChar(text.charCodeAt(end))) end += 1;
    if (end - start >= MIN_ENCODED_RUN) {
      let marked = false;
      for (let at = start; at < end && !marked; at += 1) marked = ENCODING_CHAR[text.charCodeAt(at)] === 2;
      if (marked) {
        let padded = end;
        while (padded < length && padded - end < 6 && text.charCodeAt(padded) === 61) padded += 1;
        runs.push(text.slice(start, padded));
      }
    }
    floor = end + 1;
    probe = floor + MIN_ENCODED_RUN - 1;
  }
  return runs;
}

function decodeRun(run: string): string | undefined {
  return decodeHex(run) ?? decodeBase32(run) ?? decodeBase64(run);
}

/** Whether at least `enough` words match `pattern`, which only matches words of `length` characters. */
function countMatching(words: ReadonlySet<string>, pattern: RegExp, length: number, enough: number): boolean {
  let count = 0;
  for (const word of words) if (word.length === length && pattern.test(word) && (count += 1) >= enough) return true;
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
  // Every run is a candidate until the limit, so runs past the limit would never be considered.
  for (const run of encodedRuns(text, PAYLOAD_LIMITS.maxCandidates)) {
    // A long all-lower-case word is far more likely English than an encoding.
    if (HAS_DIGIT_OR_UPPER.test(run)) consider(run, decodeRun);
  }
  if (countMatching(words, HEX_PAIR_WORD, 2, 4)) for (const [run] of text.matchAll(SPACED_HEX)) consider(run, decodeHex);
  if (countMatching(words, BYTE_WORD, 8, 1)) for (const [run] of text.matchAll(BINARY_RUN)) consider(run.trim(), decodeBinary);
  return decoded;
}
