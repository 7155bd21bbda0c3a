import type { OutputCheck } from "../../guardrails";
import type { ConversationDeps } from "../shared/conversation-memory";

/** What the guarded graph needs beyond the memory profile's nodes. */
export interface GuardedDeps extends ConversationDeps {
  guardrailsEnabled: boolean;
  maxOutputChars: number;
  /** Secret marker placed in the system prompt; seeing it in an answer proves a leak. */
  canary: string;
  /** Text that must never appear in an answer (system prompt sentences and the canary). */
  secrets: string[];
  /** Defaults to every documented output check. */
  outputChecks?: OutputCheck[];
  onGuardrailDecision?: (stage: "input" | "output", rule: string, outcome: string) => void;
}
