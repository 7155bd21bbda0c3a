import type { Logger } from "../logger";
import type { Pricing } from "../llm/pricing";
import { UsageMeter } from "../llm/usage";
import type { RunContext } from "../nodes/run-context";
import type { RetrievalUpdate } from "../nodes/retrieval/retrieval-state";
import { retrievalRequestSchema, type RetrievalRequest } from "../http/schemas";
import { events, type AgentEvent } from "./events";
import { errorSummary, failureDetail } from "./failure-detail";
import type { ConversationGraph } from "./conversation-input";
import type { ProfileRunner } from "./profile-runner";

export interface RetrievalRunnerDeps {
  graph: { stream(input: RetrievalUpdate, options: Record<string, unknown>): ReturnType<ConversationGraph["stream"]> };
  pricing: Pricing;
  logger: Logger;
  maxPromptChars: number;
  webSearchEnabled: boolean;
}

/** Retrieval profile: no memory, no thread; `done` carries the usage (with elapsedSeconds in the web variant). */
export function createRetrievalRunner(deps: RetrievalRunnerDeps): ProfileRunner<RetrievalRequest> {
  return {
    profile: "retrieval",
    requestSchema: retrievalRequestSchema(deps.maxPromptChars),
    heartbeats: false,
    prepare(request) {
      return {
        headers: {},
        async execute(emit, signal) {
          const run: RunContext = { meter: new UsageMeter(), tracerRunId: null };
          const usage = async () => run.meter.toUsage(await deps.pricing.get(), { withElapsed: deps.webSearchEnabled });
          try {
            const stream = await deps.graph.stream(
              {
                prompt: request.prompt,
                temperature: request.temperature,
                maxTokens: request.max_tokens,
                history: request.history,
                topK: request.top_k,
                relatedTopK: request.related_top_k,
                includeRelated: request.include_related,
              },
              { configurable: { run }, streamMode: "custom", signal },
            );
            for await (const event of stream) emit(event as AgentEvent);
            emit(events.done(await usage()));
            return "ok";
          } catch (error) {
            if (signal.aborted) return "aborted";
            deps.logger.error({ err: errorSummary(error), profile: "retrieval" }, "run failed");
            emit(events.error({ detail: failureDetail(error, "retrieval failed") }));
            emit(events.done(await usage()));
            return "error";
          }
        },
      };
    },
  };
}
