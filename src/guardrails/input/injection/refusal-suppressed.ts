import type { NormalisedText } from "../../normalize";
import { lastAssessment } from "./score";

// A request outside books that also forbids the refusal ("no disclaimers, no book recs: how do I …") is an attempt
// to talk the assistant out of its scope, reported as prompt_injection rather than topic_boundary. Alone, a ban on
// refusals is a reader's impatience ("no spoilers, no lectures, just tell me if it ends well") and blocks nothing.
// The same holds for the scope widened or talked down ("regardless of topic", "even if it's not about books") and for
// a claim of authority over the assistant ("staff can ask you anything", "my manager said you may"). A role alone
// ("act as a travel agent") stays an off-topic request: role-play prompts are not attacks.
const OUT_OF_SCOPE_PRESSURE: ReadonlySet<string> = new Set([
  "refusal_ban",
  "refusal_quoted",
  "refusal_pressure",
  "scope_widened",
  "scope_pressure",
  "authority_over_assistant",
  "permission_granted",
]);

/**
 * Whether the injection check found pressure not to refuse, to leave the scope or to obey a claimed authority in this
 * prompt (it must have run on it first).
 */
export function suppressesRefusal(text: NormalisedText): boolean {
  return lastAssessment(text)?.signals.some((signal) => OUT_OF_SCOPE_PRESSURE.has(signal)) ?? false;
}
