import { loadConfig } from "../src/config";
import { createLogger } from "../src/logger";
import { createMetrics } from "../src/metrics";
import type { GuardedDeps } from "../src/profiles/guarded/guarded-deps";
import { createEmbedder, createWebSearch, openVectorIndex } from "../src/profiles/retrieval/retrieval-profile";
import type { RetrievalDeps } from "../src/profiles/retrieval/retrieval-state";
import { createServiceDeps, type ServiceDeps } from "../src/profiles/service-deps";
import { createCanary, promptSecrets } from "../src/profiles/shared/chat-prompt";
import { chatDeps, openConversationMemory, type ChatDeps, type ConversationDeps } from "../src/profiles/shared/conversation-memory";
import type { Embedder } from "../src/llm/embedder";
import type { ChatModelFactory, SamplingParams } from "../src/llm/provider";
import type { MemoryStore } from "../src/memory/long-term/memory-store";
import type { VectorIndex } from "../src/retrieval/vector-index";
import type { WebSearch } from "../src/retrieval/web-search";

/**
 * Dependencies for the graphs LangGraph Studio loads: the same parts the service assembles, built from the
 * environment on first use, so importing a graph file opens nothing. The service itself never imports this folder.
 */
let service: ServiceDeps | undefined;
function serviceDeps(): ServiceDeps {
  if (!service) {
    const config = loadConfig();
    service = createServiceDeps(config, createLogger(config.LOG_LEVEL), createMetrics());
  }
  return service;
}

const lazyChat: ChatDeps = {
  chatModel: Object.defineProperty((params: SamplingParams) => serviceDeps().chatModel(params), "client", {
    get: () => serviceDeps().chatModel.client,
  }) as ChatModelFactory,
  pricing: { get: () => serviceDeps().pricing.get() },
  get timeoutMs() {
    return chatDeps(serviceDeps()).timeoutMs;
  },
};

export function conversationDeps(profile: "memory" | "guarded"): ConversationDeps {
  let store: Promise<MemoryStore> | undefined;
  const lazyStore = () => (store ??= openConversationMemory(serviceDeps(), profile).then((memory) => memory.store));
  return {
    chat: lazyChat,
    get longTermMemoryLimit() {
      return serviceDeps().config.LONG_TERM_MEMORY_LIMIT;
    },
    get threadMaxMessages() {
      return serviceDeps().config.THREAD_MEMORY_MAX_MESSAGES;
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

export function guardedDeps(): GuardedDeps {
  const canary = createCanary();
  return Object.defineProperties(conversationDeps("guarded") as GuardedDeps, {
    guardrailsEnabled: { get: () => serviceDeps().config.GUARDRAILS_ENABLED },
    maxOutputChars: { get: () => serviceDeps().config.GUARDRAILS_MAX_OUTPUT_CHARS },
    canary: { value: canary },
    secrets: { value: promptSecrets(canary) },
  });
}

export function retrievalDeps(): RetrievalDeps {
  const config = () => serviceDeps().config;
  let embedder: Embedder | undefined;
  let webSearch: { value: WebSearch | undefined } | undefined;
  let index: Promise<VectorIndex> | undefined;
  const lazyIndex = () => (index ??= openVectorIndex(config()));
  const call = <K extends keyof VectorIndex>(name: K) =>
    (async (...args: unknown[]) => ((await lazyIndex())[name] as (...a: unknown[]) => unknown)(...args)) as VectorIndex[K];
  return {
    chat: lazyChat,
    embedder: { embed: (texts, signal) => (embedder ??= createEmbedder(config())).embed(texts, signal) },
    index: {
      backend: "local",
      namespace: "",
      upsert: call("upsert"),
      query: call("query"),
      queryRelated: call("queryRelated"),
      fetch: call("fetch"),
      listIds: call("listIds"),
      stats: call("stats"),
      deleteAll: call("deleteAll"),
      flush: call("flush"),
      ping: call("ping"),
      close: call("close"),
    },
    get webSearch() {
      return (webSearch ??= { value: createWebSearch(config()) }).value;
    },
  };
}
