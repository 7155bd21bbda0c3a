import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { BLOCKED_DETAIL, events } from "../../contract/events";
import { assessGrayZone, checkInput, redactPii, type InputDecision } from "../../guardrails";
import type { ChatMessage } from "../../llm/stream-chat";
import type { Span } from "../../tracing/run-trace";
import type { ConversationStateValue, ConversationUpdate } from "../shared/conversation-state";
import { emit, runContext, runSignal } from "../shared/run-context";
import type { GuardedDeps } from "./guarded-deps";

/** The input decision of one request, and the prompt and client history to continue with (redacted). */
export interface InputVerdict {
  rule: InputDecision["rule"];
  outcome: InputDecision["outcome"];
  redactions: InputDecision["redactions"];
  prompt: string;
  history: ChatMessage[];
}

/**
 * The one place the input decision is made. Client history reaches the model too, so it gets the prompt's checks:
 * an injection or unsupported action in any item blocks the request (off-topic chatter there does not), and every
 * item is PII-redacted. A short follow-up passes the topic rule when the thread already has a turn (every stored
 * turn passed the guardrails, so it was on topic).
 */
function decideRequestInput(prompt: string, history: ChatMessage[], threadHasTurns: boolean): InputVerdict {
  const checkedHistory = history.map((item) => checkInput(item.content, { previousTurnOnTopic: true }));
  const historyBlock = checkedHistory.find((d) => d.outcome === "blocked" && d.rule !== "topic_boundary");
  const decision = historyBlock ?? checkInput(prompt, { previousTurnOnTopic: threadHasTurns });
  return {
    rule: decision.rule,
    outcome: decision.outcome,
    redactions: decision.redactions,
    prompt: decision.redactedPrompt,
    history: history.map((item, i) => ({ ...item, content: checkedHistory[i].redactedPrompt })),
  };
}

/**
 * The prompt every later node sees when the input guard lets the request through: its PII redacted (the redacted
 * prompt of a passing decision), or as it is with the guardrails off.
 */
export function promptAfterInputGuard(prompt: string, guardrailsEnabled: boolean): string {
  return guardrailsEnabled ? redactPii(prompt).text : prompt;
}

/**
 * The gray-zone step, after the deterministic decision and only with a judge configured: a request the rules let
 * through but are unsure about (see assessGrayZone) goes to the judge, which sees the redacted prompt only. The
 * judge can block, never unblock; when it fails or times out the request is blocked under the gray zone's candidate
 * rule (fail closed). Its tokens count in the run's usage.
 */
async function judgeGrayZone(
  deps: GuardedDeps,
  verdict: InputVerdict,
  rawPrompt: string,
  threadHasTurns: boolean,
  config: LangGraphRunnableConfig,
  span?: Span,
): Promise<InputVerdict> {
  if (!deps.judge || verdict.outcome === "blocked") return verdict;
  const grayZone = assessGrayZone(rawPrompt, { previousTurnOnTopic: threadHasTurns }, deps.grayZoneSignals);
  if (!grayZone) return verdict;
  const decision = await deps.judge.judge(verdict.prompt, grayZone, { signal: runSignal(config), runConfig: config, span });
  deps.onJudgeCall?.(decision.call);
  runContext(config).meter.addChat(decision.inputTokens, decision.outputTokens);
  return decision.outcome === "blocked" ? { ...verdict, rule: decision.rule, outcome: "blocked" } : verdict;
}

/**
 * The `guardrails.input.validate` node, first in the guarded graph: decides, reports the decision, and continues with
 * the redacted prompt and history only, so no later node, the model, memory or the checkpoint ever sees the raw
 * text. A block clears the prompt and ends the run before any model call.
 */
export function createInputGuardNode(deps: GuardedDeps) {
  return async (state: ConversationStateValue, config: LangGraphRunnableConfig, span?: Span): Promise<ConversationUpdate> => {
    if (!deps.guardrailsEnabled) {
      deps.onGuardrailDecision?.("input", "none", "skipped");
      emit(config, events.status("input_guardrail", { rule: "none", outcome: "skipped" }));
      return { inputDecision: { rule: "none", outcome: "skipped" } };
    }
    const threadHasTurns = state.messages.length > 0;
    const decided = decideRequestInput(state.prompt, state.history, threadHasTurns);
    const verdict = await judgeGrayZone(deps, decided, state.prompt, threadHasTurns, config, span);
    deps.onGuardrailDecision?.("input", verdict.rule, verdict.outcome);
    const redactions = verdict.outcome === "redacted" ? { redactions: verdict.redactions } : {};
    emit(config, events.status("input_guardrail", { rule: verdict.rule, outcome: verdict.outcome, ...redactions }));
    const inputDecision = { rule: verdict.rule, outcome: verdict.outcome };
    if (verdict.outcome !== "blocked") return { prompt: verdict.prompt, history: verdict.history, inputDecision };
    emit(config, events.error({ detail: BLOCKED_DETAIL.input, rule: verdict.rule, tracerRunId: runContext(config).tracerRunId }));
    return { prompt: "", history: [], inputDecision, blocked: { stage: "input", ...inputDecision } };
  };
}
