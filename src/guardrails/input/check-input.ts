import { classifierBlock } from "../classifier/classifier-rule";
import { normalise } from "../normalize";
import { redactPiiWithOriginals } from "../redact";
import { rulesReading, withoutContactStatements } from "./contact-statements";
import { suppressesRefusal } from "./injection/refusal-suppressed";
import { inputRules } from "./rules";
import { isBookTopic } from "./topic/classify";
import type { InputContext, InputDecision, InputRule } from "./types";

/**
 * Runs the input rules in order on a normalised copy, contact details left beside the question taken out
 * (./contact-statements.ts); the first that blocks names the decision, unless the
 * classifier beside the rules (src/guardrails/classifier) confidently names an attack the rules missed. Otherwise emails
 * and phone numbers are redacted from the original text. The redacted prompt is returned even for a blocked
 * request, so that traces and logs of a rejected prompt carry no personal data either.
 */
export function checkInput(prompt: string, ctx: InputContext, rules: readonly InputRule[] = inputRules): InputDecision {
  const redacted = redactPiiWithOriginals(prompt);
  const text = normalise(withoutContactStatements(prompt, redacted));
  const blocking = rules.find((rule) => rule.evaluate(text, ctx).outcome === "blocked");
  // The classifier only adds blocks: for a prompt the rules passed, or one only the topic rule blocked (it then
  // names the attack it is). An injection or unsupported-action rule's decision stands as it is.
  const classified = blocking === undefined || blocking.id === "topic_boundary" ? classifierBlock(text, blocking !== undefined) : undefined;
  const rule = classified ?? (blocking?.id === "topic_boundary" && suppressesRefusal(text) ? "prompt_injection" : blocking?.id);
  if (rule) {
    return { rule, outcome: "blocked", redactedPrompt: redacted.text, redactions: redacted.redactions };
  }
  if (redacted.redactions.email + redacted.redactions.phone === 0) {
    return { rule: "none", outcome: "passed", redactedPrompt: prompt, redactions: redacted.redactions };
  }
  return { rule: "pii", outcome: "redacted", redactedPrompt: redacted.text, redactions: redacted.redactions };
}

/** Whether the prompt on its own is about books; remember it to give the next short follow-up its context. */
export function isOnTopic(prompt: string): boolean {
  return isBookTopic(normalise(rulesReading(prompt)));
}
