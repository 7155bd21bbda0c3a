import { normalise } from "../normalize";
import { redactPii } from "../redact";
import { inputRules } from "./rules";
import { isBookTopic } from "./topic/classify";
import type { InputContext, InputDecision, InputRule } from "./types";

/**
 * Runs the input rules in order on a normalised copy; the first that blocks names the decision. Otherwise emails
 * and phone numbers are redacted from the original text. The redacted prompt is returned even for a blocked
 * request, so that traces and logs of a rejected prompt carry no personal data either.
 */
export function checkInput(prompt: string, ctx: InputContext, rules: readonly InputRule[] = inputRules): InputDecision {
  const text = normalise(prompt);
  const redacted = redactPii(prompt);
  const blocking = rules.find((rule) => rule.evaluate(text, ctx).outcome === "blocked");
  if (blocking) {
    return { rule: blocking.id, outcome: "blocked", redactedPrompt: redacted.text, redactions: redacted.redactions };
  }
  if (redacted.redactions.email + redacted.redactions.phone === 0) {
    return { rule: "none", outcome: "passed", redactedPrompt: prompt, redactions: redacted.redactions };
  }
  return { rule: "pii", outcome: "redacted", redactedPrompt: redacted.text, redactions: redacted.redactions };
}

/** Whether the prompt on its own is about books; remember it to give the next short follow-up its context. */
export function isOnTopic(prompt: string): boolean {
  return isBookTopic(normalise(prompt));
}
