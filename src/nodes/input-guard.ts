import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { checkInput } from "../guardrails";
import { events } from "../runs/events";
import type { ConversationStateValue, ConversationUpdate, InputDecisionSummary } from "./conversation-state";
import type { GuardedDeps } from "./guarded-deps";
import { emit, runContext } from "./run-context";

export const INPUT_BLOCKED_DETAIL = "request blocked by input guardrail";

/**
 * guardrails.input.validate: reports the decision the runner made before the graph ran (so the raw prompt never
 * entered state). Run directly (Studio), it decides itself. A block clears the prompt and ends the run.
 */
export function createInputGuardNode(deps: GuardedDeps) {
  return (state: ConversationStateValue, config: LangGraphRunnableConfig): ConversationUpdate => {
    let decision: InputDecisionSummary | null = state.inputDecision;
    let prompt = state.prompt;
    if (!decision) {
      const checked = deps.guardrailsEnabled ? checkInput(prompt, { previousTurnOnTopic: state.messages.length > 0 }) : null;
      decision = checked
        ? { rule: checked.rule, outcome: checked.outcome, redactions: checked.redactions }
        : { rule: "none", outcome: "skipped" };
      prompt = checked?.redactedPrompt ?? prompt;
    }
    deps.onGuardrailDecision?.("input", decision.rule, decision.outcome);
    emit(config, events.status("input_guardrail", statusFields(decision)));
    if (decision.outcome !== "blocked") return { inputDecision: decision, prompt };
    emit(config, events.error({ detail: INPUT_BLOCKED_DETAIL, rule: decision.rule, tracerRunId: runContext(config).tracerRunId }));
    return { inputDecision: decision, prompt: "", blocked: { stage: "input", rule: decision.rule, outcome: "blocked" } };
  };
}

function statusFields(decision: InputDecisionSummary): Record<string, unknown> {
  const fields: Record<string, unknown> = { rule: decision.rule, outcome: decision.outcome };
  if (decision.outcome === "redacted") fields.redactions = decision.redactions;
  return fields;
}
