import { matchName, type QuestionReading } from "../../src/retrieval/lexical/name-match";

/** "have you got long way gone": "got", "long", "way", "gone" name catalog words; "have", "you" do not. */
const question: QuestionReading = {
  words: ["have", "you", "got", "long", "way", "gone"],
  readings: new Map([
    ["got", new Set(["got"])],
    ["long", new Set(["long"])],
    ["way", new Set(["way"])],
    ["gone", new Set(["gone"])],
  ]),
};

describe("how closely a question names a title or an author", () => {
  it("weighs the name's share in the question, the question's share in the name and their common phrase", () => {
    // "gone" alone: named in full, but it holds 4 of the question's 14 letters and no phrase.
    expect(matchName("gone", question)).toEqual({ named: 1, covered: 4 / 14, phrase: 0 });
    // The longer title holds "long way gone" in order: 11 of its 32 letters, 11 of the question's 14, 3 of its 9 words.
    expect(matchName("a long way gone memoirs of a boy soldier", question)).toEqual({ named: 11 / 32, covered: 11 / 14, phrase: 3 / 9 });
  });

  it("reads a misspelt word as the catalog words it stands for", () => {
    const typo: QuestionReading = { words: ["the", "hobit"], readings: new Map([["hobit", new Set(["hobbit"])]]) };
    expect(matchName("the hobbit", typo)).toEqual({ named: 1, covered: 1, phrase: 1 });
    expect(matchName("the hobbit", { words: ["the", "hobit"], readings: new Map([["hobit", new Set<string>()]]) })).toEqual({
      named: 3 / 9,
      covered: 0,
      phrase: 0,
    });
  });
});
