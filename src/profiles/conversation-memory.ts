import type { Config } from "../config";
import { openDatabase } from "../db/open-database";
import { InMemoryMemoryStore } from "../memory/long-term/in-memory-store";
import type { MemoryStore } from "../memory/long-term/memory-store";
import { PostgresMemoryStore } from "../memory/long-term/postgres-store";
import { memorySchemaName } from "../memory/long-term/schema-name";
import { ThreadMemory } from "../memory/short-term/thread-memory";
import type { ConversationDeps } from "../nodes/deps";
import type { SharedParts } from "./shared-parts";

export interface ConversationMemory {
  store: MemoryStore;
  threads: ThreadMemory;
  deps: ConversationDeps;
  readiness: Record<string, () => Promise<void>>;
  close(): Promise<void>;
}

/** Long-term store (postgres via `pg`, embedded PGlite, or in-process) plus thread memory, for memory and guarded. */
export async function openConversationMemory(shared: SharedParts, profile: "memory" | "guarded"): Promise<ConversationMemory> {
  const { config } = shared;
  const database =
    config.MEMORY_BACKEND === "postgres" ? await openDatabase({ uri: config.DB_ADDON_URI, dataDir: config.DATA_DIR }) : undefined;
  const store = database ? new PostgresMemoryStore(database, memorySchemaName(config.ENV, profile)) : new InMemoryMemoryStore();
  return {
    store,
    threads: new ThreadMemory(),
    deps: conversationDeps(config, shared, store),
    readiness: database ? { database: () => database.ping() } : {},
    close: async () => database?.close(),
  };
}

function conversationDeps(config: Config, shared: SharedParts, store: MemoryStore): ConversationDeps {
  return {
    chat: { chatModel: shared.chatModel, pricing: shared.pricing, timeoutMs: config.LLMHOST_TIMEOUT_MS },
    store,
    longTermMemoryLimit: config.LONG_TERM_MEMORY_LIMIT,
    threadMaxMessages: config.THREAD_MEMORY_MAX_MESSAGES,
    onMemorySaveFailure: (error) => {
      shared.metrics.memorySaveFailures.inc();
      shared.logger.warn({ err: { type: (error as Error)?.constructor?.name } }, "long-term memory save failed");
    },
  };
}
