import { checkInput } from "../../src/guardrails";
import type { EvalCase } from "./cases";

export interface EvalResult {
  case: EvalCase;
  rule: string;
  outcome: string;
  redactions: { email: number; phone: number };
}

export function evaluate(cases: readonly EvalCase[]): EvalResult[] {
  return cases.map((item) => {
    const decision = checkInput(item.text, { previousTurnOnTopic: item.previousTurnOnTopic ?? false });
    return { case: item, rule: decision.rule, outcome: decision.outcome, redactions: decision.redactions };
  });
}
