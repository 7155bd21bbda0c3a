import { checkTopicBoundary } from "../../../src/guardrails/input/topic-boundary";
import { normalise } from "../../../src/guardrails/normalize";
import { assessTopic } from "../../../src/guardrails/input/topic/classify";
import { readCaseFile } from "../case-files";

const outcome = (prompt: string, previousTurnOnTopic = false): string =>
  checkTopicBoundary(normalise(prompt), { previousTurnOnTopic }).outcome;

describe("topic_boundary passes book questions, including books about other subjects", () => {
  test.each([
    "Recommend a cookbook for a beginner.",
    "Novels set in a market crash?",
    "Best books to learn Python?",
    "Books about how the weather works?",
    "Is there a book that explains how to cook rice perfectly?",
    "A travel memoir about walking the Camino?",
    "Any good books on the history of medicine?",
    "Remember that my favorite author is Le Guin.",
    "My favorite genre is fantasy.",
    "I love Dune.",
    "Who wrote The Left Hand of Darkness?",
    "Thanks!",
  ])("%s", (prompt) => {
    expect(outcome(prompt)).toBe("passed");
  });
});

describe("topic_boundary blocks the thing itself", () => {
  test.each([
    "Give me a recipe for lasagna.",
    "Recommend a cookbook and give me a recipe for banana bread.",
    "What's the weather in London tomorrow?",
    "What's the stock price of Apple?",
    "What's the latest news?",
    "Book me a flight to Tokyo.",
    "Book a table for two tonight.",
    "Write a Python function that reverses a list.",
    "What is 17 times 23?",
    "Sarah has 12 books and gives away 5. Then she buys twice as many. How many books does she have?",
    "How many calories are in a banana?",
    "Read my new emails.",
    "Play some jazz music.",
    "What's the capital of Australia?",
    "How many contacts are in my phone book?",
  ])("%s", (prompt) => {
    expect(outcome(prompt)).toBe("blocked");
  });
});

describe("topic_boundary and short follow-ups", () => {
  test.each(readCaseFile("follow-ups.jsonl").map((row) => [row.text, row.previousTurnOnTopic ?? false, row.expected ?? ""] as const))(
    "%s (previous turn on topic: %s) → %s",
    (prompt, previousTurnOnTopic, expected) => {
      expect(outcome(prompt, previousTurnOnTopic)).toBe(expected);
    },
  );

  test("a longer follow-up is a clear follow-up with context, and without it only a doubtful pass", () => {
    const prompt = normalise("and is that one any good for a long winter?");
    expect(assessTopic(prompt, true)).toEqual({ onTopic: true, reason: "follow_up" });
    expect(assessTopic(prompt, false)).toEqual({ onTopic: true, reason: "named_work_question", doubtful: true });
  });

  test("without context, a prompt with no book word that names an off-topic subject is blocked", () => {
    const prompt = normalise("and is that one any good with bluetooth?");
    expect(assessTopic(prompt, true)).toEqual({ onTopic: true, reason: "follow_up" });
    expect(assessTopic(prompt, false)).toEqual({ onTopic: false, reason: "no_book_subject" });
    // A journey named as the occasion for reading is no off-topic subject.
    expect(assessTopic(normalise("any recommendations for a long flight?"), false).onTopic).toBe(true);
  });
});

describe("topic_boundary and numbers", () => {
  test.each([
    "How long is the first Wheel of Time book? Is it more than two hundred pages?",
    "How many pages does the 1965 edition of Dune have compared to the 2005 one? About 400?",
  ])("a book question with numbers passes: %s", (prompt) => {
    expect(outcome(prompt)).toBe("passed");
  });

  test.each([
    "Dolly has two books. Pandora has one. If both read each others' books as well as their own, how many books will they collectively read?",
    "Kyle bought last year's best-selling book for $19.50 with a 25% discount. What was the original price of the book?",
  ])("an arithmetic word problem about books is blocked: %s", (prompt) => {
    expect(outcome(prompt)).toBe("blocked");
  });
});
