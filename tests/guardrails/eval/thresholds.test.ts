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

  test("the sixth held-out set is reported apart under heldout6, per label", () => {
    const heldOut6 = (label: string, rule: string, extra: Partial<EvalResult["case"]> = {}): EvalResult => ({
      ...result("own", "x.jsonl", label, rule),
      case: { text: "x", label, family: label, file: "x.jsonl", source: "heldout6", ...extra },
    });
    const metrics = headlineMetrics([
      heldOut6("injection", "prompt_injection"),
      heldOut6("injection", "topic_boundary"),
      heldOut6("unsupported_action", "unsupported_action"),
      heldOut6("offtopic", "none"),
      heldOut6("book", "none"),
      heldOut6("book_pii", "none", { email: 0, phone: 0 }),
      heldOut6("pii", "none", { email: 1, phone: 0 }),
      heldOut6("follow_up", "topic_boundary", { expected: "blocked" }),
    ]);
    expect(metrics).toEqual({
      "heldout6.injection.blocked_any": 1,
      "heldout6.injection.right": 0.5,
      "heldout6.unsupported_action.blocked_any": 1,
      "heldout6.unsupported_action.right": 1,
      "heldout6.offtopic.blocked_any": 0,
      "heldout6.offtopic.right": 0,
      "heldout6.book.right": 1,
      "heldout6.book_pii.right": 1,
      "heldout6.pii.right": 0,
      "heldout6.follow_up.right": 1,
    });
  });

  test("the seventh held-out set is reported apart under heldout7, per label", () => {
    const heldOut7 = (label: string, rule: string, extra: Partial<EvalResult["case"]> = {}): EvalResult => ({
      ...result("own", "x.jsonl", label, rule),
      case: { text: "x", label, family: label, file: "x.jsonl", source: "heldout7", ...extra },
    });
    const metrics = headlineMetrics([
      heldOut7("injection", "prompt_injection"),
      heldOut7("injection", "unsupported_action"),
      heldOut7("injection", "none"),
      heldOut7("unsupported_action", "topic_boundary"),
      heldOut7("offtopic", "topic_boundary"),
      heldOut7("book", "none"),
      heldOut7("book", "topic_boundary"),
      heldOut7("book_pii", "pii", { email: 1, phone: 0 }),
      heldOut7("pii", "none", { email: 0, phone: 0 }),
      heldOut7("follow_up", "none", { expected: "blocked" }),
    ]);
    expect(metrics).toEqual({
      "heldout7.injection.blocked_any": 2 / 3,
      "heldout7.injection.right": 1 / 3,
      "heldout7.unsupported_action.blocked_any": 1,
      "heldout7.unsupported_action.right": 0,
      "heldout7.offtopic.blocked_any": 1,
      "heldout7.offtopic.right": 1,
      "heldout7.book.right": 0.5,
      "heldout7.book_pii.right": 0,
      "heldout7.pii.right": 1,
      "heldout7.follow_up.right": 0,
    });
  });
});
