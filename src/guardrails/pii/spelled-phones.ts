import { isPossibleNumber } from "./possible-number";
import type { PiiSpan } from "./span";

// Phone numbers read out digit by digit: "seven one eight, five five five, zero one nine nine", "oh seven seven double
// oh nine". Seven digits or more in a row are a number read out; prose counts ("one, two, three…") climb by one.
const DIGIT_WORD = "(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)";
const READ_DIGIT = `(?:(?:double|triple) )?${DIGIT_WORD}`;
const READ_OUT_RUN = new RegExp(`\\b${READ_DIGIT}(?:[ ,.-]{1,3}${READ_DIGIT}){4,16}\\b`, "gi");
const ANY_DIGIT_WORD = new RegExp(`\\b${DIGIT_WORD}\\b`, "i");
const VALUES: Readonly<Record<string, string>> = {
  zero: "0",
  oh: "0",
  one: "1",
  two: "2",
  three: "3",
  four: "4",
  five: "5",
  six: "6",
  seven: "7",
  eight: "8",
  nine: "9",
};
const REPEATS: Readonly<Record<string, number>> = { double: 2, triple: 3 };

/** The digits a run of read-out digit words stands for ("double oh seven" → "007"). */
function digitsOf(run: string): string {
  let digits = "";
  let repeat = 1;
  for (const word of run.toLowerCase().split(/[^a-z]+/)) {
    if (word in REPEATS) repeat = REPEATS[word];
    else if (word in VALUES) {
      digits += VALUES[word].repeat(repeat);
      repeat = 1;
    }
  }
  return digits;
}

/** "1234567", "0123456789": a count climbing by one, not a number read out. */
export function climbsByOne(digits: string): boolean {
  for (let i = 1; i < digits.length; i += 1) if (Number(digits[i]) !== Number(digits[i - 1]) + 1) return false;
  return true;
}

// Past this many distinct runs in one text, a run of 7 to 15 digits is taken for a number without asking the library
// (each ask costs tens of microseconds): personal data fails closed.
const MAX_LIBRARY_CHECKS = 16;

/** Phone numbers written out in English digit words, where libphonenumber-js finds their digits possible. */
export function findReadOutPhones(text: string): PiiSpan[] {
  if (!ANY_DIGIT_WORD.test(text)) return [];
  const spans: PiiSpan[] = [];
  const judged = new Map<string, boolean>();
  for (const match of text.matchAll(READ_OUT_RUN)) {
    const digits = digitsOf(match[0]);
    if (digits.length < 7 || digits.length > 15 || climbsByOne(digits)) continue;
    let possible = judged.get(digits);
    if (possible === undefined) {
      possible = judged.size >= MAX_LIBRARY_CHECKS || isPossibleNumber(digits, false);
      judged.set(digits, possible);
    }
    if (possible) spans.push({ start: match.index, end: match.index + match[0].length });
  }
  return spans;
}
