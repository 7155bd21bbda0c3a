import type { MemoryStore } from "../memory/long-term/memory-store";
import type { ConversationDeps } from "../nodes/deps";
import { openConversationMemory } from "../profiles/conversation-memory";
import type { SharedParts } from "../profiles/shared-parts";
import { lazyChatDeps, lazySharedParts } from "./lazy-shared-parts";

/**
 * Dependencies for graphs loaded by LangGraph Studio: the same parts the service assembles, built from the
 * environment on first use, so importing a graph file opens nothing.
 */
export function lazyConversationDeps(profile: "memory" | "guarded", shared: () => SharedParts = lazySharedParts()): ConversationDeps {
  let store: Promise<MemoryStore> | undefined;
  const lazyStore = () => (store ??= openConversationMemory(shared(), profile).then((memory) => memory.store));
  return {
    chat: lazyChatDeps(shared),
    get longTermMemoryLimit() {
      return shared().config.LONG_TERM_MEMORY_LIMIT;
    },
    get threadMaxMessages() {
      return shared().config.THREAD_MEMORY_MAX_MESSAGES;
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
