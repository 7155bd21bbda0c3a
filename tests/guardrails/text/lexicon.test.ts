import { compileLexicon } from "../../../src/guardrails/text/lexicon";

const lexicon = compileLexicon([
  { leads: ["pick", "picks"], pattern: "picks? (?:a |the )?locks?" },
  { leads: ["forge"], pattern: "forge (?:a |the )?signatures?" },
]);
const wordsOf = (text: string): Set<string> => new Set(text.split(/[^a-z]+/).filter(Boolean));

describe("compileLexicon", () => {
  test("finds every entry from its lead words, whole words only", () => {
    const text = "he picks a lock, then forge the signature; unpick the lockstep";
    expect(lexicon.hits(text, wordsOf(text)).map(({ start, end }) => text.slice(start, end))).toEqual([
      "picks a lock",
      "forge the signature",
    ]);
  });

  test("a reading asked about twice gives the same answer; another reading is scanned afresh", () => {
    const first = "pick the lock";
    const second = "pick the apples";
    expect(lexicon.hits(first, wordsOf(first))).toHaveLength(1);
    expect(lexicon.test(first, wordsOf(first))).toBe(true);
    expect(lexicon.test(second, wordsOf(second))).toBe(false);
    expect(lexicon.hits(second, wordsOf(second))).toEqual([]);
    expect(lexicon.test(first, wordsOf(first))).toBe(true);
  });
});
