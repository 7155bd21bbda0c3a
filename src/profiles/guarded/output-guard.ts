import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { BLOCKED_DETAIL, events } from "../../contract/events";
import { checkOutput, type OutputDecision } from "../../guardrails";
import type { Span } from "../../tracing/run-trace";
import type { ConversationStateValue, ConversationUpdate } from "../shared/conversation-state";
import { emit, runContext } from "../shared/run-context";
import type { GuardedDeps } from "./guarded-deps";

/**
 * The `guardrails.output.validate` node: the buffered answer is released as one `answer` event only when every check
 * passes. A blocked answer is dropped from state too, so it is never checkpointed or traced as output.
 */
export function createOutputGuardNode(deps: GuardedDeps) {
  return async (state: ConversationStateValue, config: LangGraphRunnableConfig, span?: Span): Promise<ConversationUpdate> => {
    const decision: OutputDecision | { rule: "none"; outcome: "skipped" } = deps.guardrailsEnabled
      ? await checkOutput(
          state.answer,
          { maxChars: deps.maxOutputChars, secrets: deps.secrets, citations: { books: 0, web: 0 } },
          deps.outputChecks,
        )
      : { rule: "none", outcome: "skipped" };
    deps.onGuardrailDecision?.("output", decision.rule, decision.outcome);
    span?.note({ rule: decision.rule, outcome: decision.outcome });
    emit(config, events.status("output_guardrail", { rule: decision.rule, outcome: decision.outcome }));
    if (decision.outcome !== "blocked") {
      emit(config, events.answer(state.answer));
      return {};
    }
    const run = runContext(config);
    run.trace?.withholdModelOutputs(`blocked by the output guardrail (${decision.rule})`);
    emit(config, events.error({ detail: BLOCKED_DETAIL.output, rule: decision.rule, tracerRunId: run.tracerRunId }));
    return { answer: "", blocked: { stage: "output", rule: decision.rule, outcome: "blocked" } };
  };
}
