import { checkUnsupportedAction } from "../../../src/guardrails/input/unsupported-action";
import { normalise } from "../../../src/guardrails/normalize";
import { readCaseFile } from "../case-files";

const ctx = { previousTurnOnTopic: false };
const outcome = (prompt: string): string => checkUnsupportedAction(normalise(prompt), ctx).outcome;

describe("unsupported_action", () => {
  test.each(readCaseFile("unsupported-actions.jsonl").map((row) => row.text))("blocks: %s", (prompt) => {
    expect(outcome(prompt)).toBe("blocked");
  });

  test.each([
    "Books about running a marathon?",
    "A novel where the heroine runs a bakery.",
    "Where can I buy a signed copy of Dune?",
    "Should I buy the hardcover or the paperback?",
    "Did Tolkien send the manuscript to his publisher himself?",
    "A thriller told through emails sent to a detective.",
    "How do I start a book club?",
    "Which books explain how computers execute programs?",
    "What's the best order to read the Discworld books?",
  ])("passes: %s", (prompt) => {
    expect(outcome(prompt)).toBe("passed");
  });
});
