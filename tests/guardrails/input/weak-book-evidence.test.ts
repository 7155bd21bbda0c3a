import { checkInput } from "../../../src/guardrails";
import { usesBookWordsInOtherSensesOnly } from "../../../src/guardrails/input/topic/book-sense";
import { normalise } from "../../../src/guardrails/normalize";

// Written for the ninth session's probe of book words borrowed by other subjects; none comes from a data file.
const noContext = { previousTurnOnTopic: false };
const decide = (prompt: string) => checkInput(prompt, noContext);

describe("weak book words are evidence only where the classifier does not read the prompt as plainly elsewhere", () => {
  test.each([
    "my Kindle won't charge, what should I do",
    "difference between chapter 7 and chapter 13 bankruptcy",
    "what's the difference between a crocodile and an alligator",
  ])("%s → blocked by the topic rule", (prompt) => {
    expect(decide(prompt)).toMatchObject({ rule: "topic_boundary", outcome: "blocked" });
  });

  test.each([
    "which edition of war and peace has the best translation",
    "who is the most interesting character in bleak house",
    "how many chapters does the great gatsby have",
    "is the stormlight archive series finished",
    "the murderbot series, in what order?",
    "what's the difference between literary fiction and genre fiction",
    "what verse form does the iliad use",
    "Why do libraries limit how many holds you can place at once?",
  ])("a book question with only weak book words passes: %s", (prompt) => {
    expect(decide(prompt).outcome).toBe("passed");
  });
});

describe("book words used only in other senses say what the prompt is about", () => {
  test.each([
    "explain the limit order book like I'm five",
    "What is the book value per share of Apple?",
    "What does Chapter 11 bankruptcy mean for a company's shareholders?",
    "how could i get into the guinness book of world records",
    "who's throwing the book at the CEO in the fraud trial",
    "How do I make my Instagram stories get more views?",
    "how many user stories fit in a two-week sprint",
    "Is a 40-story tower safe in an earthquake?",
    "compose an epilogue for my wedding speech",
    "write a prologue for my company's annual report",
    "Is corporate personhood a legal fiction?",
    "who is the main character in season two of the show",
  ])("%s → blocked by the topic rule", (prompt) => {
    expect(decide(prompt)).toMatchObject({ rule: "topic_boundary", outcome: "blocked" });
  });

  test("the classifier's high reading of the word 'book' does not excuse them", () => {
    expect(usesBookWordsInOtherSensesOnly(normalise("explain the limit order book like I'm five"))).toBe(true);
    expect(usesBookWordsInOtherSensesOnly(normalise("which books explain the limit order book well?"))).toBe(false);
  });

  test("a named work keeps the benefit of the doubt: the blanked sense may have been a title", () => {
    expect(usesBookWordsInOtherSensesOnly(normalise("what order should I read the Laundry Files in"))).toBe(true);
    expect(decide("what order should I read the Laundry Files in").outcome).toBe("passed");
  });

  test.each([
    "Write a prologue for my fantasy novel about a lighthouse keeper",
    "any novels where the hero's Instagram stories go viral?",
    "short story collections about skyscrapers",
  ])("the same words in a book question pass: %s", (prompt) => {
    expect(decide(prompt).outcome).toBe("passed");
  });
});

describe("a first turn in a follow-up's form", () => {
  test.each(["Why did Napoleon invade Russia?", "Which planet has the most moons?"])(
    "a full question that points back at nothing is judged on its own: %s → blocked",
    (prompt) => {
      expect(decide(prompt)).toMatchObject({ rule: "topic_boundary", outcome: "blocked" });
    },
  );

  test.each(["why?", "how many are left?", "why did she leave him?"])("an elliptical one stays a follow-up in doubt: %s", (prompt) => {
    expect(decide(prompt).outcome).toBe("passed");
  });
});

describe("subjects of business, medicine and software with no book word", () => {
  test.each([
    "what's a good profit margin for a bakery",
    "how is trading volume related to volatility",
    "Is a herniated disc in the lower spine treatable without surgery?",
    "Why does my Jupyter notebook kernel keep dying?",
    "what's the volume of a sphere of radius 3",
    "what's the statute of limitations for fraud in New York",
  ])("%s → blocked by the topic rule", (prompt) => {
    expect(decide(prompt)).toMatchObject({ rule: "topic_boundary", outcome: "blocked" });
  });

  test.each([
    "a novel about a surgeon who loses her nerve",
    "Does the surgery succeed in the novel Cutting for Stone?",
    "books that explain how databases work, for a beginner",
  ])("a book word or a named work still wins: %s", (prompt) => {
    expect(decide(prompt).outcome).toBe("passed");
  });
});
