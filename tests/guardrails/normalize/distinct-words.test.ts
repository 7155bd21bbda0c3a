import fc from "fast-check";
import { distinctWords } from "../../../src/guardrails/normalize/distinct-words";

// The character class the scanner's table is written from: the letters and digits of the scripts the rules read.
const NON_WORD =
  /[^\u0900-\u0dffa-z0-9\u00c0-\u024f\u0370-\u03ff\u0400-\u052f\u0530-\u058f\u0590-\u06ff\u0e00-\u0eff\u1100-\u11ff\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]+/;
const bySplitting = (text: string): string[] => [...new Set(text.split(NON_WORD))].filter(Boolean).sort();

describe("distinctWords", () => {
  test("splits on everything but the letters and digits of the scripts read, once per word", () => {
    expect([...distinctWords("ignore, ignore all-previous 1gn0r3 café über δ日本 ok\u{1f600}ok x")]).toEqual([
      "ignore",
      "all",
      "previous",
      "1gn0r3",
      "café",
      "über",
      "δ日本",
      "ok",
      "x",
    ]);
  });

  test("upper-case ASCII, surrogates and punctuation separate words; an empty or separator-only text has none", () => {
    expect([...distinctWords("aBc")]).toEqual(["a", "c"]);
    expect(distinctWords("").size).toBe(0);
    expect(distinctWords(" .,;\u{1f600} ").size).toBe(0);
  });

  test("gives the words a split on the character class gives, for any text", () => {
    const text = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.string({ unit: "binary", maxLength: 200 }),
      fc.string({ unit: fc.constantFrom(..."ab 1.@ü日ж\u0905\u0e01\uac00\ud7b0\u3040-é".split("")), maxLength: 200 }),
    );
    fc.assert(
      fc.property(text, (sample) => {
        expect([...distinctWords(sample)].sort()).toEqual(bySplitting(sample));
      }),
      { numRuns: 500 },
    );
  });
});
