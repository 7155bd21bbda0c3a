import OpenAI from "openai";
import { loadConfig, type Config } from "../config";
import type { Database } from "../db/database";
import { openDatabase } from "../db/open-database";
import { createChatModelFactory, type ChatModelFactory } from "../llm/chat-model";
import { createPricing, type Pricing } from "../llm/pricing";
import { InMemoryMemoryStore } from "../memory/long-term/in-memory-store";
import type { MemoryStore } from "../memory/long-term/memory-store";
import { PostgresMemoryStore } from "../memory/long-term/postgres-store";
import { memorySchemaName } from "../memory/long-term/schema-name";
import type { ConversationDeps } from "../nodes/deps";
import { configuredPrices } from "../llm/configured-prices";

/**
 * Dependencies for graphs loaded by LangGraph Studio: built from the environment on first use, so importing
 * a graph file opens nothing.
 */
export function lazyConversationDeps(profile: "memory" | "guarded"): ConversationDeps {
  let config: Config | undefined;
  const cfg = () => (config ??= loadConfig());
  let chatModel: ChatModelFactory | undefined;
  let pricing: Pricing | undefined;
  let store: Promise<MemoryStore> | undefined;

  const openStore = async (): Promise<MemoryStore> => {
    if (cfg().MEMORY_BACKEND === "memory") return new InMemoryMemoryStore();
    const db: Database = await openDatabase({ uri: cfg().DB_ADDON_URI, dataDir: cfg().DATA_DIR });
    return new PostgresMemoryStore(db, memorySchemaName(cfg().ENV, profile));
  };
  const lazyStore = (): Promise<MemoryStore> => (store ??= openStore());

  return {
    get longTermMemoryLimit() {
      return cfg().LONG_TERM_MEMORY_LIMIT;
    },
    get threadMaxMessages() {
      return cfg().THREAD_MEMORY_MAX_MESSAGES;
    },
    chat: {
      chatModel: (params) =>
        (chatModel ??= createChatModelFactory({ baseUrl: cfg().LLMHOST_BASE_URL, apiKey: cfg().LLMHOST_API_KEY, model: cfg().LLMHOST_MODEL }))(params),
      pricing: {
        get: () => (pricing ??= createPricing({
          client: new OpenAI({ baseURL: cfg().LLMHOST_BASE_URL, apiKey: cfg().LLMHOST_API_KEY ?? "local" }),
          chatModel: cfg().LLMHOST_MODEL,
          embeddingModel: cfg().LLMHOST_EMBEDDING_MODEL,
          fallback: configuredPrices(cfg()),
        })).get(),
      },
      get timeoutMs() {
        return cfg().LLMHOST_TIMEOUT_MS;
      },
    },
    store: {
      save: async (...args) => (await lazyStore()).save(...args),
      recall: async (...args) => (await lazyStore()).recall(...args),
      list: async (...args) => (await lazyStore()).list(...args),
      count: async (...args) => (await lazyStore()).count(...args),
      deleteAll: async (...args) => (await lazyStore()).deleteAll(...args),
      ping: async () => (await lazyStore()).ping(),
    },
  };
}
