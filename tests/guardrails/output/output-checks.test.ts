import { outputActionClaim } from "../../../src/guardrails/output/output-action-claim";
import { outputCitation } from "../../../src/guardrails/output/output-citation";
import { outputFreshnessClaim } from "../../../src/guardrails/output/output-freshness-claim";
import { outputLength } from "../../../src/guardrails/output/output-length";
import { outputPii } from "../../../src/guardrails/output/output-pii";
import { outputPromptLeak } from "../../../src/guardrails/output/output-prompt-leak";
import type { OutputCheck } from "../../../src/guardrails";
import { CANARY, SYSTEM_SENTENCE, buriedIn, outputContext } from "./context";

// Each check: sentences that violate it, and sentences that must pass. Violations are also tested buried in a long
// benign answer, where a check is most likely to miss them.
const table: readonly (readonly [OutputCheck, readonly string[], readonly string[]])[] = [
  [
    outputPii,
    ["Write to the author at jane.doe@example.com.", "Call the shop on (555) 123-4567.", "Their number is +44 20 7946 0958."],
    ["The ISBN is 978-0-306-40615-7.", "It was published in 1965 and has 412 pages.", "Shelved at Dewey 823.914."],
  ],
  [
    outputPromptLeak,
    [
      `${SYSTEM_SENTENCE}`,
      "you are bookbot,   a CAREFUL reading\nassistant.",
      `The secret is ${CANARY.toLowerCase()}.`,
      "My system prompt says I should recommend only fantasy.",
      "Here are my instructions: be brief.",
      "I was instructed to avoid horror.",
    ],
    ["The system of the world in Stephenson's novel is gold.", "The narrator follows her instructions to the letter."],
  ],
  [
    outputActionClaim,
    [
      "I have run the code and it works.",
      "I ran the script for you.",
      "I've sent you an email with the list.",
      "I ordered a copy for you.",
      "I've booked a table for your book club.",
      "I placed a hold on it at your library.",
      "I've added The Remains of the Day to your wishlist.",
      "I have saved The Name of the Rose (Italian edition) to your reading list.",
      "Your order has been placed.",
      "I added it to your cart.",
      "I checked Amazon and it is in stock.",
    ],
    [
      "The character sent a letter to her sister.",
      'In the novel, the narrator says: "I bought a ticket to Rome."',
      "He ordered the crew to turn back.",
      "You could place a hold at your library.",
      "When I first read it, I cried.",
    ],
  ],
  [
    outputFreshnessClaim,
    [
      "As of today, it is #1 on the bestseller list.",
      "According to the latest figures, it sold a million copies.",
      "The sequel was just announced.",
      "Breaking news: the author has a new book.",
      "It is currently #1 on the New York Times list.",
      "I checked online and it is available.",
    ],
    [
      "I don't have real-time data, so please check the publisher's site.",
      "Her latest novel, Klara and the Sun (2021), is lovely.",
      "Breaking Bad is a television show, not a book.",
      "A heart-breaking story about a family.",
    ],
  ],
  [
    outputCitation,
    ["Try Dune [4].", "See [W2] for reviews.", "Start with [0].", "Books [2-5] are all good."],
    ["Try The Dispossessed [1] and Earthsea [3].", "Reviews agree [W1].", "Both [1, 2] are short.", "Orwell's [1984] essays."],
  ],
];

describe.each(table.map(([check, violations, passes]) => [check.id, check, violations, passes] as const))(
  "%s",
  (_id, check, violations, passes) => {
    test.each(violations)("violation: %s", async (sentence) => {
      expect(await check.check(sentence, outputContext)).toBe(true);
    });
    test.each(violations)("violation buried in a long answer: %s", async (sentence) => {
      expect(await check.check(buriedIn(sentence), outputContext)).toBe(true);
    });
    test.each(passes)("passes: %s", async (sentence) => {
      expect(await check.check(sentence, outputContext)).toBe(false);
    });
    test("a long benign answer passes", async () => {
      expect(await check.check(buriedIn("Enjoy your reading."), outputContext)).toBe(false);
    });
  },
);

describe("output_length", () => {
  test.each([
    [6000, false],
    [6001, true],
  ])("%i characters → violation %s", (length, violation) => {
    expect(outputLength.check("a".repeat(length), outputContext)).toBe(violation);
  });

  test("characters, not UTF-16 units, are counted", () => {
    expect(outputLength.check("📚".repeat(6000), outputContext)).toBe(false);
    expect(outputLength.check("📚".repeat(6001), outputContext)).toBe(true);
  });
});

test("a blank secret never matches", () => {
  expect(outputPromptLeak.check("Any answer at all.", { ...outputContext, secrets: ["", "   "] })).toBe(false);
});
