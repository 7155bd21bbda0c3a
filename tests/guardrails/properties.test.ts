import fc from "fast-check";
import { checkInput, checkOutput, normalise, redactPii } from "../../src/guardrails";
import { findEmails } from "../../src/guardrails/pii/emails";
import { findPhones } from "../../src/guardrails/pii/phones";
import { outputContext } from "./output/context";

const anyText = fc.oneof(fc.string({ maxLength: 300 }), fc.string({ unit: "grapheme", maxLength: 200 }), fc.lorem({ maxCount: 40 }));

describe("properties", () => {
  test("checkInput is total: any string gives a decision with a known rule and outcome", () => {
    fc.assert(
      fc.property(anyText, fc.boolean(), (prompt, previousTurnOnTopic) => {
        const decision = checkInput(prompt, { previousTurnOnTopic });
        expect(["none", "pii", "prompt_injection", "unsupported_action", "topic_boundary"]).toContain(decision.rule);
        expect(["passed", "redacted", "blocked"]).toContain(decision.outcome);
      }),
      { numRuns: 300 },
    );
  });

  test("checkInput is deterministic", () => {
    fc.assert(
      fc.property(anyText, (prompt) => {
        expect(checkInput(prompt, { previousTurnOnTopic: false })).toEqual(checkInput(prompt, { previousTurnOnTopic: false }));
      }),
      { numRuns: 200 },
    );
  });

  test("without personal data the redacted prompt is the prompt itself", () => {
    fc.assert(
      fc.property(fc.lorem({ maxCount: 30 }), (prompt) => {
        expect(redactPii(prompt)).toEqual({ text: prompt, redactions: { email: 0, phone: 0 } });
      }),
      { numRuns: 200 },
    );
  });

  test("redaction removes every email and phone it counts, and redacting again finds nothing", () => {
    const email = fc
      .tuple(
        fc.stringMatching(/^[a-z]{1,8}(?:\.[a-z]{1,6})?$/),
        fc.stringMatching(/^[a-z]{2,10}$/),
        fc.constantFrom("com", "org", "io", "co.uk"),
      )
      .map(([user, domain, tld]) => `${user}@${domain}.${tld}`);
    const phone = fc
      .tuple(fc.integer({ min: 200, max: 999 }), fc.integer({ min: 200, max: 999 }), fc.integer({ min: 1000, max: 9999 }))
      .map(([a, b, c]) => `(${a}) ${b}-${c}`);
    fc.assert(
      fc.property(fc.lorem({ maxCount: 8 }), email, phone, fc.lorem({ maxCount: 8 }), (before, address, number, after) => {
        const once = redactPii(`${before} ${address} ${after} ${number}.`);
        expect(once.redactions).toEqual({ email: 1, phone: 1 });
        expect(findEmails(once.text)).toEqual([]);
        expect(findPhones(once.text)).toEqual([]);
        expect(redactPii(once.text).redactions).toEqual({ email: 0, phone: 0 });
      }),
      { numRuns: 200 },
    );
  });

  test("normalising is idempotent on the canonical reading", () => {
    fc.assert(
      fc.property(anyText, (prompt) => {
        const once = normalise(prompt).text;
        expect(normalise(once).text).toBe(once);
      }),
      { numRuns: 300 },
    );
  });

  test("checkOutput never lets an answer through when a check throws", async () => {
    await fc.assert(
      fc.asyncProperty(anyText, async (answer) => {
        const decision = await checkOutput(answer, outputContext, [
          {
            id: "output_pii",
            check: () => {
              throw new Error("x");
            },
          },
        ]);
        expect(decision).toEqual({ rule: "output_pii", outcome: "blocked" });
      }),
      { numRuns: 100 },
    );
  });
});
