import type { Logger } from "../logger";
import type { Pricing } from "../llm/pricing";
import { UsageMeter } from "../llm/usage";
import type { ThreadMemory } from "../memory/short-term/thread-memory";
import type { RunContext } from "../nodes/run-context";
import { conversationRequestSchema, type ConversationRequest } from "../http/schemas";
import { events, type AgentEvent } from "./events";
import { errorSummary, failureDetail } from "./failure-detail";
import type { ProfileRunner } from "./profile-runner";
import { conversationInput, type ConversationGraph } from "./conversation-input";

export interface MemoryRunnerDeps {
  graph: ConversationGraph;
  threads: ThreadMemory;
  pricing: Pricing;
  logger: Logger;
  maxPromptChars: number;
}

/** Memory profile: streams the graph's custom events; `done` carries the usage payload. */
export function createMemoryRunner(deps: MemoryRunnerDeps): ProfileRunner<ConversationRequest> {
  return {
    profile: "memory",
    requestSchema: conversationRequestSchema(deps.maxPromptChars),
    heartbeats: true,
    prepare(request) {
      return {
        headers: {},
        async execute(emit, signal) {
          const threadKey = deps.threads.key(request.user_id, request.thread_id);
          const run: RunContext = { meter: new UsageMeter(), tracerRunId: null };
          return deps.threads.runTurn(threadKey, signal, async () => {
            try {
              const stream = await deps.graph.stream(conversationInput(request, request.prompt), {
                configurable: { thread_id: threadKey, run },
                streamMode: "custom",
                durability: "exit",
                signal,
              });
              for await (const event of stream) emit(event as AgentEvent);
              emit(events.done(run.meter.toUsage(await deps.pricing.get())));
              return "ok" as const;
            } catch (error) {
              if (signal.aborted) return "aborted" as const;
              deps.logger.error({ err: errorSummary(error), profile: "memory" }, "run failed");
              emit(events.error({ detail: failureDetail(error), recoverable: true }));
              emit(events.done(run.meter.toUsage(await deps.pricing.get())));
              return "error" as const;
            }
          });
        },
      };
    },
  };
}
