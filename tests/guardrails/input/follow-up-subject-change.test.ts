import { checkInput } from "../../../src/guardrails";
import { readCaseFile } from "../case-files";

const afterABookTurn = (prompt: string): string => checkInput(prompt, { previousTurnOnTopic: true }).outcome;

// A short turn after a book turn continues it, unless it turns to the world: a time, opening hours, a sum, a way
// somewhere, a booking, an office holder, or a general-knowledge question that stands on its own.
describe("short turns after a book turn", () => {
  test.each([
    "ok and who's headlining the festival tonight?",
    "cool, is the post office open on Saturday?",
    "and what's 18% of 65?",
    "thanks, how do I get to Waterloo station?",
    "nice, and is the gym open late tonight?",
    "right, and who's the mayor of Chicago?",
    "ok and how far is Lyon from Geneva?",
    "and what's it like in Lisbon this weekend?",
  ])("blocked: %s", (prompt) => {
    expect(afterABookTurn(prompt)).toBe("blocked");
  });

  test.each([
    "and the sequel?",
    "is it long?",
    "what about her other ones?",
    "can I finish it this weekend?",
    "is the next one out tomorrow?",
    "ok, how many are there in Silo?",
    "what time does the story start?",
    "is it any good for a rainy Sunday?",
  ])("passes: %s", (prompt) => {
    expect(afterABookTurn(prompt)).toBe("passed");
  });

  test("the dev-unsupported-families follow-ups are decided as expected", () => {
    const rows = [
      ...readCaseFile("dev-unsupported-families/follow-up.jsonl"),
      ...readCaseFile("dev-unsupported-families/second-pass.jsonl"),
    ].filter((row) => row.label === "follow_up");
    const wrong = rows.filter(
      (row) => checkInput(row.text, { previousTurnOnTopic: row.previousTurnOnTopic ?? false }).outcome !== row.expected,
    );
    expect(rows.length).toBe(53);
    // "ok and how far is Paris from London?" passed until the seventh session's retrain (docs/guardrails.md).
    expect(wrong.map((row) => row.text)).toEqual([]);
  });
});
