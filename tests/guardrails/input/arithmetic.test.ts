import { checkInput } from "../../../src/guardrails";
import { normalise } from "../../../src/guardrails/normalize";
import { asksArithmetic } from "../../../src/guardrails/input/topic/arithmetic";

const noContext = { previousTurnOnTopic: false };

describe("sums to work out, a subject that is not books", () => {
  test.each([
    "what's 12 times 14",
    "How much is 250 + 375 + 90?",
    "2^10 = ?",
    "1000 - 357",
    "find x if 4x + 7 = 31",
    "expand (x + 3)(x - 2)",
    "take 38 away from 101",
    "What is 15% of 260?",
    "is 391 prime or not",
    "combien font 17 fois 6 ?",
    "quanto fa 33 più 58",
    "Was ist 144 geteilt durch 12?",
  ])("blocked as off topic: %s", (prompt) => {
    expect(asksArithmetic(normalise(prompt))).toBe(true);
    expect(checkInput(prompt, noContext)).toMatchObject({ outcome: "blocked", rule: "topic_boundary" });
  });

  test.each([
    "Is 11/22/63 worth reading if I don't like time travel?",
    "Something like Catch-22 but under 300 pages",
    "Why is it called Fahrenheit 451?",
    "Are the 39 Steps and Greenmantle in the same series?",
    "sci-fi from 1990-2000 with first contact",
  ])("no sum: %s", (prompt) => {
    expect(asksArithmetic(normalise(prompt))).toBe(false);
  });

  test("a sum inside a question about a named work leaves the decision to the classifier", () => {
    const prompt = "What does 2 + 2 = 5 mean in Orwell's 1984?";
    expect(asksArithmetic(normalise(prompt))).toBe(true);
    expect(checkInput(prompt, noContext).outcome).toBe("passed");
  });
});
