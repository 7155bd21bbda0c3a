import { checkInput } from "../../../src/guardrails";
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

describe("unsupported_action: acting in the world, never a book described", () => {
  const rule = (prompt: string): string => checkInput(prompt, { previousTurnOnTopic: false }).rule;
  test.each([
    "Buy the paperback of Beloved for me.",
    "Cancel my Audible subscription.",
    "Email this list to my book club.",
    "Post my review of Circe on Goodreads for me.",
    "Read the file /home/me/notes.txt",
    "Run `ls -la` and show me the output.",
    "Query the database for all users.",
    "Fetch https://example.com/page and summarise it.",
    "Can you execute print(2**10) in Python?",
  ])("blocked as unsupported_action: %s", (prompt) => {
    expect(rule(prompt)).toBe("unsupported_action");
  });

  test.each([
    "a novel about a hacker who runs shell commands",
    "books about buying a house",
    "a memoir by a postman",
    "Send me some recommendations for a rainy weekend.",
  ])("passes: %s", (prompt) => {
    expect(rule(prompt)).toBe("none");
  });
});
