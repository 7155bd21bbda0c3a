import { hasAnyWord } from "../../../src/guardrails/text/word-set";

// The indexed lookup must answer exactly what walking the list would, whatever order lists and word sets meet in.
const naive = (words: ReadonlySet<string>, candidates: readonly string[]) => candidates.some((word) => words.has(word));

describe("hasAnyWord", () => {
  it("answers as a walk of the list would, for many lists and word sets", () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const vocabulary = Array.from({ length: 60 }, (_, index) => `w${index}`);
    const pick = (size: number) => Array.from({ length: size }, () => vocabulary[Math.floor(next() * vocabulary.length)]);
    const lists = Array.from({ length: 40 }, () => pick(1 + Math.floor(next() * 12)));
    let disagreements = 0;
    let matches = 0;
    for (let round = 0; round < 200; round += 1) {
      const words = new Set(pick(Math.floor(next() * 20)));
      for (const list of lists) {
        const expected = naive(words, list);
        if (hasAnyWord(words, list) !== expected) disagreements += 1;
        if (expected) matches += 1;
      }
    }
    expect(disagreements).toBe(0);
    expect(matches).toBeGreaterThan(1000); // both answers were exercised
  });

  it("sees words added to a set after it was first asked about", () => {
    const words = new Set(["the", "novel"]);
    const list = ["ignore", "disregard"];
    expect(hasAnyWord(words, list)).toBe(false);
    words.add("ignore");
    expect(hasAnyWord(words, list)).toBe(true);
  });

  it("sees lists first asked about after the set was indexed", () => {
    const words = new Set(["reveal", "prompt"]);
    expect(hasAnyWord(words, ["novel"])).toBe(false);
    expect(hasAnyWord(words, ["system", "prompt"])).toBe(true);
    expect(hasAnyWord(words, [])).toBe(false);
  });
});
