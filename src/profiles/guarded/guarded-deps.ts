import type { GrayZoneSignal, InputJudge, JudgeCallOutcome, OutputCheck } from "../../guardrails";
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
  /** Decides requests the input rules are unsure about (GUARDRAILS_JUDGE=llm); absent: the rules decide alone. */
  judge?: InputJudge;
  /** Extra opinions (e.g. a trained classifier's probability) that can put a request in the gray zone. */
  grayZoneSignals?: readonly GrayZoneSignal[];
  onJudgeCall?: (outcome: JudgeCallOutcome) => void;
  onGuardrailDecision?: (stage: "input" | "output", rule: string, outcome: string) => void;
}
