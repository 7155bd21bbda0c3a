import { fromCharCodes } from "../text/char-codes";

// Digits and symbols that stand for letters inside words: "1gn0r3" → "ignore". "1" is ambiguous (i or l).
const LEET: Record<string, string> = { "0": "o", "3": "e", "4": "a", "5": "s", "7": "t", "8": "b", "9": "g", "@": "a", $: "s", "!": "i" };
const ANY_LEET_CHAR = /[0-9@$]/;
const HAS_LEET_NEXT_TO_LETTER = /[a-z][0-9@$]|[0-9@$][a-z]/;
const ONE = 49;
const I = 105;
const L = 108;

const LEET_CODES = new Uint8Array(128);
for (const [from, to] of Object.entries(LEET)) LEET_CODES[from.charCodeAt(0)] = to.charCodeAt(0);
// Leetspeak words are short and mostly letters; long alphanumeric runs are codes or encodings, not words.
const LONGEST_WORD = 20;
const FEWEST_LETTERS = 2;

function isLetter(code: number): boolean {
  return code >= 97 && code <= 122;
}

function isTokenChar(code: number): boolean {
  return isLetter(code) || (code >= 48 && code <= 57) || code === 64 || code === 36 || code === 33;
}

/**
 * Readings of lower-case text with digits and symbols inside words folded back to letters ("1gn0r3" → "ignore").
 * Only words that mix letters with such characters change; "1" gives two readings (i and l). One linear pass.
 */
export function foldLeetspeak(text: string): string[] {
  if (!ANY_LEET_CHAR.test(text) || !HAS_LEET_NEXT_TO_LETTER.test(text)) return [];
  const asI = new Uint16Array(text.length);
  const asL = new Uint16Array(text.length);
  let sawOne = false;
  let changed = false;
  let i = 0;
  while (i < text.length) {
    let end = i;
    let letters = 0;
    let leet = false;
    while (end < text.length && isTokenChar(text.charCodeAt(end))) {
      const code = text.charCodeAt(end);
      if (isLetter(code)) letters += 1;
      else if (code === ONE || LEET_CODES[code] !== 0) leet = true;
      end += 1;
    }
    const fold = leet && letters >= FEWEST_LETTERS && end - i <= LONGEST_WORD;
    if (fold) changed = true;
    const stop = Math.max(end, i + 1);
    for (let at = i; at < stop; at += 1) {
      const code = text.charCodeAt(at);
      if (fold && code === ONE) {
        sawOne = true;
        asI[at] = I;
        asL[at] = L;
      } else {
        const mapped = fold && code < 128 ? LEET_CODES[code] : 0;
        asI[at] = mapped || code;
        asL[at] = mapped || code;
      }
    }
    i = stop;
  }
  if (!changed) return [];
  return sawOne ? [fromCharCodes(asI), fromCharCodes(asL)] : [fromCharCodes(asI)];
}
