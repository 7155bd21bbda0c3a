import type { NormalisedText } from "../../normalize";

// Sums to work out ("19*23", "take 38 away from 101", "combien font 17 fois 6", "find x if 4x + 7 = 31"): a subject
// that is clearly not books. Counted only for prompts with no book word, and a named work or person still lets the
// classifier decide ("What does 2 + 2 = 5 mean in Orwell's 1984?"). A hyphen or slash between numbers is left alone:
// ranges, dates and titles use them ("1990-2000", "11/22/63", "Catch-22").
const NUMBER = String.raw`(?:\d+(?:[.,]\d+)*|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred)`;
const OPERATOR_WORD = String.raw`(?:plus|minus|times|multiplied by|divided by|over|mal|geteilt durch|durch|por|dividido por|mas|menos|fois|divise par|piu|meno|per|diviso|keer|gedeeld door|razy|podzielone przez)`;

// Read on the punctuated reading (the normalised one drops the symbols).
const SYMBOLS =
  // Symbols between numbers, or an equation: "19*23", "0.2 x 0.35", "2^10 = ?", "1000 - 357" as the whole prompt.
  /\d\s*[+*×÷^]\s*\d|\d\s+x\s+\d|\d\s*=\s*[\d?]|^\W*\d+(?:[.,]\d+)?\s*[-/]\s*\d+(?:[.,]\d+)?\W*$|\b\d+[a-z]\s*[-+=]|\b[a-z]\s*\^\s*\d|\([a-z]\s*[-+]\s*\d+\)/;

const WORDS: readonly RegExp[] = [
  // Words between numbers: "seven times eight", "17 fois 6", "144 geteilt durch 12", "nine squared".
  new RegExp(String.raw`\b${NUMBER}\s+${OPERATOR_WORD}\s+${NUMBER}\b|\b${NUMBER}\s+(?:squared|cubed)\b`),
  // Operations asked for: "add 1,250 and 3,475", "take 38 away from 101", "multiply 64 by 25", "square root of 729".
  new RegExp(
    String.raw`\b(?:add|subtract|multiply|divide|take)\s+${NUMBER}\s+(?:and|from|by|to|away from|into)\s+${NUMBER}\b|\b(?:square|cube) root of\s+\d|\b\d+(?:[.,]\d+)?\s*(?:%|percent)\s+of\s+\d`,
  ),
  // Number theory: "is 391 prime or not", "least common multiple of 12 and 18".
  /\b\d+\s+(?:a )?prime(?: number)?\b|\b(?:common (?:multiple|divisor|factor)|prime factors?) of\s+\d/,
];

// A sum to work out is asked in a few words; reading the start of a long prompt keeps the cost flat.
const READ_CHARS = 600;

/** Whether the prompt asks to work out a sum, an equation or a fact about numbers. */
export function asksArithmetic(text: NormalisedText): boolean {
  const prose = text.text.slice(0, READ_CHARS);
  return SYMBOLS.test(text.raw.slice(0, READ_CHARS)) || WORDS.some((pattern) => pattern.test(prose));
}
