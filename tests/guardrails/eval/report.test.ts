import { printReport } from "../../../scripts/eval-guardrails/report";
import type { EvalResult } from "../../../scripts/eval-guardrails/evaluate";

function result(label: string, family: string, rule: string): EvalResult {
  const outcome = rule === "none" ? "passed" : "blocked";
  return { case: { text: "x", label, family, file: "mixed.jsonl", source: "own" }, rule, outcome, redactions: { email: 0, phone: 0 } };
}

const lines = (results: EvalResult[]): string[] => {
  const out: string[] = [];
  printReport(results, (line) => out.push(line.replace(/\s+/g, " ").trim()));
  return out;
};

describe("eval report", () => {
  test("a file mixing attacks and look-alike book questions is reported per label, so a family line never averages the two", () => {
    expect(
      lines([
        result("injection", "persona", "prompt_injection"),
        result("book", "persona", "none"),
        result("injection", "persona", "none"),
        result("injection", "authority", "prompt_injection"),
        result("book", "authority", "topic_boundary"),
      ]),
    ).toEqual([
      "own/mixed.jsonl [injection] n= 3 as-injection 66.7% blocked(any) 66.7% prompt_injection:2 none:1",
      "persona n= 2 as-injection 50.0% blocked(any) 50.0% prompt_injection:1 none:1",
      "authority n= 1 as-injection 100.0% blocked(any) 100.0% prompt_injection:1",
      "own/mixed.jsonl [book] n= 2 as-injection 0.0% false-block 50.0% none:1 topic_boundary:1",
      "persona n= 1 as-injection 0.0% false-block 0.0% none:1",
      "authority n= 1 as-injection 0.0% false-block 100.0% topic_boundary:1",
    ]);
  });

  test("a file of one label keeps its plain name", () => {
    expect(lines([result("book", "plain", "none")])).toEqual(["own/mixed.jsonl n= 1 as-injection 0.0% false-block 0.0% none:1"]);
  });
});
