import { openDatabase } from "../../db/open-database";
import type { ChatModelFactory } from "../../llm/provider";
import type { Pricing } from "../../llm/pricing";
import { InMemoryMemoryStore } from "../../memory/long-term/in-memory-store";
import { memorySchemaName, type MemoryStore } from "../../memory/long-term/memory-store";
import { PostgresMemoryStore } from "../../memory/long-term/postgres-store";
import type { RecallQuery } from "../../memory/long-term/recall-query";
import { InMemoryThreadStore } from "../../memory/short-term/in-memory-thread-store";
import { LocalThreadLocks } from "../../memory/short-term/local-thread-locks";
import { PostgresThreadLocks } from "../../memory/short-term/postgres-thread-locks";
import { PostgresThreadStore } from "../../memory/short-term/postgres-thread-store";
import { PostgresThreadTurns } from "../../memory/short-term/postgres-thread-turns";
import { ThreadMemory } from "../../memory/short-term/thread-memory";
import type { ReadinessCheck } from "../profile";
import type { ServiceDeps } from "../service-deps";

const PURGE_INTERVAL_MS = 6 * 3_600_000;

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
  /** The recall node's query for a user's prompt (as the node will see the prompt). */
  recallQuery(userId: string, prompt: string): RecallQuery;
  readiness: Record<string, ReadinessCheck>;
  close(): Promise<void>;
}

/** Long-term store (postgres via `pg`, embedded PGlite, or in-process) plus thread memory, for memory and guarded. */
export async function openConversationMemory(service: ServiceDeps, profile: "memory" | "guarded"): Promise<ConversationMemory> {
  const { config, metrics, logger } = service;
  const database =
    config.MEMORY_BACKEND === "postgres" ? await openDatabase({ uri: config.DB_ADDON_URI, dataDir: config.DATA_DIR }) : undefined;
  const schema = memorySchemaName(config.ENV, profile);
  const bounds = { maxPerUser: config.LONG_TERM_MEMORY_MAX_PER_USER };
  const store = database ? new PostgresMemoryStore(database, schema, bounds) : new InMemoryMemoryStore(bounds);
  const threadStore = database ? new PostgresThreadStore(database, schema) : new InMemoryThreadStore();
  // Across replicas only a shared server needs database locks; embedded data belongs to this process alone.
  const serverLocks = database?.kind === "postgres" && config.DB_ADDON_URI ? new PostgresThreadLocks(config.DB_ADDON_URI) : undefined;
  const threads = new ThreadMemory({
    store: threadStore,
    locks: serverLocks ?? new LocalThreadLocks(),
    // On a server a turn's thread is read (with the user's recall) and written on its lock's connection: one round
    // trip at each end.
    turns:
      serverLocks && threadStore instanceof PostgresThreadStore && store instanceof PostgresMemoryStore
        ? new PostgresThreadTurns(serverLocks, threadStore, store)
        : undefined,
    lockTimeoutMs: config.THREAD_LOCK_TIMEOUT_MS,
    onFault: (error) =>
      logger.warn({ err: { type: (error as Error)?.constructor?.name } }, "thread memory unavailable; turn runs without it"),
  });
  const purge = () =>
    threads.purgeIdle(config.THREAD_TTL_DAYS).then(
      (purged) => purged > 0 && logger.info({ purged, days: config.THREAD_TTL_DAYS }, "idle threads purged"),
      (error: unknown) => logger.warn({ err: { type: (error as Error)?.constructor?.name } }, "idle thread purge failed"),
    );
  void purge(); // also applies the schema's migrations at start-up when the database is up
  const purgeTimer = setInterval(() => void purge(), PURGE_INTERVAL_MS).unref();
  return {
    store,
    threads,
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
    recallQuery: (userId, prompt) => ({ userId, query: prompt, limit: config.LONG_TERM_MEMORY_LIMIT }),
    readiness: database ? { database: () => database.ping() } : {},
    close: async () => {
      clearInterval(purgeTimer);
      await threads.close();
      await database?.close();
    },
  };
}

export function chatDeps(service: ServiceDeps): ChatDeps {
  return { chatModel: service.chatModel, pricing: service.pricing, timeoutMs: service.config.LLMHOST_TIMEOUT_MS };
}
