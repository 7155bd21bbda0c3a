import { checkInput, type InputDecision } from "../guardrails";
import type { Logger } from "../logger";
import { UsageMeter } from "../llm/usage";
import type { ThreadMemory } from "../memory/short-term/thread-memory";
import type { InputDecisionSummary } from "../nodes/conversation-state";
import type { RunContext } from "../nodes/run-context";
import { conversationRequestSchema, type ConversationRequest } from "../http/schemas";
import { conversationInput, type ConversationGraph } from "./conversation-input";
import { events, type AgentEvent } from "./events";
import { errorSummary, failureDetail } from "./failure-detail";
import type { ProfileRunner, RunOutcome } from "./profile-runner";

export interface RunTracing {
  enabled: boolean;
  newRunId(): string | null;
  runConfig(runId: string): object;
}

export interface GuardedRunnerDeps {
  graph: ConversationGraph & { getState(config: { configurable: Record<string, unknown> }): Promise<{ values: { messages?: unknown[] } }> };
  threads: ThreadMemory;
  logger: Logger;
  tracing: RunTracing;
  maxPromptChars: number;
  guardrailsEnabled: boolean;
}

/**
 * Guarded profile. The input guardrails run here, before the graph, so only the redacted prompt ever enters graph
 * state, the model, memory and traces. Anything but a clean answer restores the thread as it was.
 */
export function createGuardedRunner(deps: GuardedRunnerDeps): ProfileRunner<ConversationRequest> {
  return {
    profile: "guarded",
    requestSchema: conversationRequestSchema(deps.maxPromptChars),
    heartbeats: true,
    prepare(request) {
      const tracerRunId = deps.tracing.enabled ? deps.tracing.newRunId() : null;
      const headers: Record<string, string> = tracerRunId ? { "x-tracer-run-id": tracerRunId } : {};
      return {
        headers,
        async execute(emit, signal) {
          const threadKey = deps.threads.key(request.user_id, request.thread_id);
          return deps.threads.runTurn(threadKey, signal, async () => {
            const checked = deps.guardrailsEnabled ? checkHistory(request) : { block: null, history: request.history };
            const decision = deps.guardrailsEnabled ? (checked.block ?? (await decideInput(request.prompt, threadKey))) : null;
            const history = checked.history;
            const summary: InputDecisionSummary = decision
              ? { rule: decision.rule, outcome: decision.outcome, redactions: decision.redactions }
              : { rule: "none", outcome: "skipped" };
            const run: RunContext = { meter: new UsageMeter(), tracerRunId };
            let outcome: RunOutcome = "ok";
            try {
              const stream = await deps.graph.stream(
                conversationInput({ ...request, history }, decision?.redactedPrompt ?? request.prompt, summary),
                {
                  ...(tracerRunId ? deps.tracing.runConfig(tracerRunId) : {}),
                  configurable: { thread_id: threadKey, run },
                  streamMode: "custom",
                  durability: "exit",
                  signal,
                },
              );
              for await (const chunk of stream) {
                const event = chunk as AgentEvent;
                if (event.event === "error") outcome = "blocked";
                emit(event);
              }
            } catch (error) {
              outcome = signal.aborted ? "aborted" : "error";
              if (outcome === "error") {
                deps.logger.error({ err: errorSummary(error), profile: "guarded" }, "run failed");
                emit(events.error({ detail: failureDetail(error), rule: "internal", tracerRunId }));
              }
            }
            if (outcome !== "aborted") emit(events.done());
            return outcome;
          });
        },
      };
    },
  };

  /**
   * Client history goes to the model too (on a new thread), so it gets the prompt's checks: an injection or an
   * unsupported action in any item blocks the request (off-topic chatter does not), and every item is PII-redacted.
   */
  function checkHistory(request: ConversationRequest): { block: InputDecision | null; history: ConversationRequest["history"] } {
    const decisions = request.history.map((item) => checkInput(item.content, { previousTurnOnTopic: true }));
    const block = decisions.find((decision) => decision.outcome === "blocked" && decision.rule !== "topic_boundary") ?? null;
    return { block, history: request.history.map((item, i) => ({ ...item, content: decisions[i].redactedPrompt })) };
  }

  /** A short follow-up is judged with topic continuity only when the thread already has an (on-topic) turn. */
  async function decideInput(prompt: string, threadKey: string): Promise<InputDecision> {
    const decision = checkInput(prompt, { previousTurnOnTopic: false });
    if (decision.rule !== "topic_boundary") return decision;
    const state = await deps.graph.getState({ configurable: { thread_id: threadKey } });
    return (state.values.messages?.length ?? 0) > 0 ? checkInput(prompt, { previousTurnOnTopic: true }) : decision;
  }
}
