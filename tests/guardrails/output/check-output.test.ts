import { checkOutput, defaultOutputChecks } from "../../../src/guardrails";
import type { OutputCheck } from "../../../src/guardrails";
import { buriedIn, outputContext } from "./context";

describe("checkOutput", () => {
  test("checks run in the documented order", () => {
    expect(defaultOutputChecks.map((check) => check.id)).toEqual([
      "output_length",
      "output_pii",
      "output_prompt_leak",
      "output_action_claim",
      "output_freshness_claim",
      "output_citation",
    ]);
  });

  test("a good answer passes", async () => {
    expect(await checkOutput(buriedIn("Try The Dispossessed [1]."), outputContext)).toEqual({ rule: "none", outcome: "passed" });
  });

  test.each([
    ["x".repeat(6001), "output_length"],
    ["Mail me at a@b.io", "output_pii"],
    ["I've emailed you the list.", "output_action_claim"],
    ["As of today it is the top seller.", "output_freshness_claim"],
    ["Try Dune [7].", "output_citation"],
  ])("%s → %s", async (answer, rule) => {
    expect(await checkOutput(answer, outputContext)).toEqual({ rule, outcome: "blocked" });
  });

  test("the first violated check names the decision", async () => {
    expect(await checkOutput("I've emailed jane@example.com the list [9].", outputContext)).toEqual({
      rule: "output_pii",
      outcome: "blocked",
    });
  });

  test("an over-long answer is blocked, never truncated", async () => {
    const answer = buriedIn("Fine.").repeat(30);
    expect(await checkOutput(answer, outputContext)).toEqual({ rule: "output_length", outcome: "blocked" });
  });

  describe("fails closed", () => {
    const passing: OutputCheck = { id: "output_pii", check: () => false };
    const failingChecks: Array<[string, OutputCheck]> = [
      [
        "throws",
        {
          id: "output_citation",
          check: () => {
            throw new Error("boom");
          },
        },
      ],
      ["rejects", { id: "output_citation", check: () => Promise.reject(new Error("boom")) }],
      ["returns a non-boolean", { id: "output_citation", check: () => undefined as unknown as boolean }],
    ];
    test.each(failingChecks)("a check that %s blocks with its own id", async (_how, failing) => {
      expect(await checkOutput("A harmless answer.", outputContext, [passing, failing])).toEqual({
        rule: "output_citation",
        outcome: "blocked",
      });
    });

    test("asynchronous checks are awaited", async () => {
      const slowViolation: OutputCheck = { id: "output_freshness_claim", check: () => Promise.resolve(true) };
      expect(await checkOutput("Fine.", outputContext, [passing, slowViolation])).toEqual({
        rule: "output_freshness_claim",
        outcome: "blocked",
      });
    });

    test("an empty list of checks passes", async () => {
      expect(await checkOutput("Fine.", outputContext, [])).toEqual({ rule: "none", outcome: "passed" });
    });
  });
});
