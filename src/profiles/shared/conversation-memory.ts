import { openDatabase } from "../../db/open-database";
import type { ChatModelFactory } from "../../llm/provider";
import type { Pricing } from "../../llm/pricing";
import { InMemoryMemoryStore } from "../../memory/long-term/in-memory-store";
import { memorySchemaName, type MemoryStore } from "../../memory/long-term/memory-store";
import { PostgresMemoryStore } from "../../memory/long-term/postgres-store";
import { ThreadMemory } from "../../memory/short-term/thread-memory";
import type { ReadinessCheck } from "../profile";
import type { ServiceDeps } from "../service-deps";

/** What a node that calls the chat model needs. */
export interface ChatDeps {
  chatModel: ChatModelFactory;
  pricing: Pricing;
  timeoutMs: number;
}

/** What the memory and guarded graphs' shared nodes need. */
export interface ConversationDeps {
  chat: ChatDeps;
  store: MemoryStore;
  longTermMemoryLimit: number;
  threadMaxMessages: number;
  onMemorySaveFailure?: (error: unknown) => void;
}

export interface ConversationMemory {
  store: MemoryStore;
  threads: ThreadMemory;
  deps: ConversationDeps;
  readiness: Record<string, ReadinessCheck>;
  close(): Promise<void>;
}

/** Long-term store (postgres via `pg`, embedded PGlite, or in-process) plus thread memory, for memory and guarded. */
export async function openConversationMemory(service: ServiceDeps, profile: "memory" | "guarded"): Promise<ConversationMemory> {
  const { config, metrics, logger } = service;
  const database =
    config.MEMORY_BACKEND === "postgres" ? await openDatabase({ uri: config.DB_ADDON_URI, dataDir: config.DATA_DIR }) : undefined;
  const bounds = { maxPerUser: config.LONG_TERM_MEMORY_MAX_PER_USER };
  const store = database
    ? new PostgresMemoryStore(database, memorySchemaName(config.ENV, profile), bounds)
    : new InMemoryMemoryStore(bounds);
  return {
    store,
    threads: new ThreadMemory(),
    deps: {
      chat: chatDeps(service),
      store,
      longTermMemoryLimit: config.LONG_TERM_MEMORY_LIMIT,
      threadMaxMessages: config.THREAD_MEMORY_MAX_MESSAGES,
      onMemorySaveFailure: (error) => {
        metrics.memorySaveFailures.inc();
        logger.warn({ err: { type: (error as Error)?.constructor?.name } }, "long-term memory save failed");
      },
    },
    readiness: database ? { database: () => database.ping() } : {},
    close: async () => database?.close(),
  };
}

export function chatDeps(service: ServiceDeps): ChatDeps {
  return { chatModel: service.chatModel, pricing: service.pricing, timeoutMs: service.config.LLMHOST_TIMEOUT_MS };
}
