import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { checkOutput, type OutputDecision } from "../guardrails";
import { events } from "../runs/events";
import type { ConversationStateValue, ConversationUpdate } from "./conversation-state";
import type { GuardedDeps } from "./guarded-deps";
import { emit, runContext } from "./run-context";

export const OUTPUT_BLOCKED_DETAIL = "response blocked by output guardrail";

/**
 * guardrails.output.validate: the buffered answer is released as one `answer` event only when every check passes.
 * A blocked answer is dropped from state too, so it is never checkpointed or traced as output.
 */
export function createOutputGuardNode(deps: GuardedDeps) {
  return async (state: ConversationStateValue, config: LangGraphRunnableConfig): Promise<ConversationUpdate> => {
    const decision: OutputDecision | { rule: "none"; outcome: "skipped" } = deps.guardrailsEnabled
      ? await checkOutput(
          state.answer,
          { maxChars: deps.maxOutputChars, secrets: deps.secrets, citations: { books: 0, web: 0 } },
          deps.outputChecks,
        )
      : { rule: "none", outcome: "skipped" };
    deps.onGuardrailDecision?.("output", decision.rule, decision.outcome);
    emit(config, events.status("output_guardrail", { rule: decision.rule, outcome: decision.outcome }));
    if (decision.outcome !== "blocked") {
      emit(config, events.answer(state.answer));
      return {};
    }
    emit(config, events.error({ detail: OUTPUT_BLOCKED_DETAIL, rule: decision.rule, tracerRunId: runContext(config).tracerRunId }));
    return { answer: "", blocked: { stage: "output", rule: decision.rule, outcome: "blocked" } };
  };
}
