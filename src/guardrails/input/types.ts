import type { NormalisedText } from "../normalize";
import type { Outcome, Verdict } from "../verdict";

type InputRuleId = "prompt_injection" | "unsupported_action" | "topic_boundary";

/** Topic continuity for short follow-ups: whether the same thread's previous turn was on topic. */
export interface InputContext {
  previousTurnOnTopic: boolean;
}

export interface InputDecision {
  rule: "none" | InputRuleId | "pii";
  outcome: Outcome;
  /** Built from the original text; equals the prompt when nothing was redacted. */
  redactedPrompt: string;
  redactions: { email: number; phone: number };
}

/** A blocking input rule: a pure function of the normalised prompt and the thread context. */
export interface InputRule {
  readonly id: InputRuleId;
  evaluate(text: NormalisedText, ctx: InputContext): Verdict;
}
