import { checkThresholds } from "../../../scripts/eval-guardrails/thresholds";
import { headlineMetrics } from "../../../scripts/eval-guardrails/metrics";
import type { EvalResult } from "../../../scripts/eval-guardrails/evaluate";

function result(source: "shared" | "own", file: string, label: string, rule: string): EvalResult {
  const outcome = rule === "none" ? "passed" : rule === "pii" ? "redacted" : "blocked";
  return { case: { text: "x", label, family: label, file, source }, rule, outcome, redactions: { email: 0, phone: 0 } };
}

describe("eval thresholds", () => {
  test("a metric below its minimum or above its maximum fails; unmeasured ones are skipped", () => {
    expect(checkThresholds({ "a.rate": 0.9, "b.rate": 0.02 }, { min: { "a.rate": 0.95, "c.rate": 0.5 }, max: { "b.rate": 0.01 } })).toEqual(
      {
        failures: [
          { metric: "a.rate", value: 0.9, bound: ">= 0.95" },
          { metric: "b.rate", value: 0.02, bound: "<= 0.01" },
        ],
        skipped: ["c.rate"],
      },
    );
  });

  test("rates that meet their bounds pass", () => {
    expect(checkThresholds({ "a.rate": 0.95 }, { min: { "a.rate": 0.95 }, max: {} })).toEqual({ failures: [], skipped: [] });
  });
});

describe("headline metrics", () => {
  test("blocked-as-injection and blocked-by-any-rule are kept apart", () => {
    const metrics = headlineMetrics([
      result("shared", "attacks/a.jsonl", "injection", "prompt_injection"),
      result("shared", "attacks/a.jsonl", "injection", "topic_boundary"),
      result("shared", "attacks/a.jsonl", "injection", "none"),
      result("shared", "attacks/a.jsonl", "injection", "prompt_injection"),
      result("own", "genuine-book-questions.jsonl", "book", "none"),
      result("own", "genuine-book-questions.jsonl", "book", "topic_boundary"),
    ]);
    expect(metrics).toEqual({
      "shared.injection.blocked_as_injection": 0.5,
      "shared.injection.blocked_any": 0.75,
      "shared.attacks/a.jsonl.blocked_as_injection": 0.5,
      "own.book.false_block": 0.5,
      "own.book.blocked_as_injection": 0,
    });
  });
});
