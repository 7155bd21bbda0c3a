import { events } from "../../contract/events";
import { conversationRequestSchema } from "../../contract/requests";
import type { AssembledProfile } from "../profile";
import type { ServiceDeps } from "../service-deps";
import { openConversationMemory } from "../shared/conversation-memory";
import { conversationInput } from "../shared/conversation-state";
import { createGraphRunner } from "../shared/graph-runner";
import { buildMemoryGraph } from "./graph";

/** The memory profile: short- and long-term memory, streamed tokens; `done` carries the usage payload. */
export async function assembleMemoryProfile(service: ServiceDeps): Promise<AssembledProfile> {
  const { config, pricing } = service;
  const memory = await openConversationMemory(service, "memory");
  return {
    runner: createGraphRunner({
      profile: "memory",
      requestSchema: conversationRequestSchema(config.MAX_PROMPT_CHARS),
      heartbeats: true,
      graph: buildMemoryGraph(memory.deps, memory.threads.checkpointer),
      logger: service.logger,
      input: conversationInput,
      thread: {
        memory: memory.threads,
        key: (request) => memory.threads.key(request.user_id, request.thread_id),
        recall: (request) => memory.recallQuery(request.user_id, request.prompt),
      },
      failure: (detail) => events.error({ detail, recoverable: true }),
      done: async (run) => run.meter.toUsage(await pricing.get()),
    }),
    privacy: { store: memory.store, threads: memory.threads, limit: config.LONG_TERM_MEMORY_LIMIT },
    readiness: memory.readiness,
    close: () => memory.close(),
  };
}
