import type { ChatModelFactory } from "../llm/chat-model";
import type { Pricing } from "../llm/pricing";
import type { MemoryStore } from "../memory/long-term/memory-store";

export interface ChatDeps {
  chatModel: ChatModelFactory;
  pricing: Pricing;
  timeoutMs: number;
}

/** What the memory and guarded graphs' nodes need; built in src/deps.ts (or lazily for Studio). */
export interface ConversationDeps {
  chat: ChatDeps;
  store: MemoryStore;
  longTermMemoryLimit: number;
  threadMaxMessages: number;
  onMemorySaveFailure?: (error: unknown) => void;
}
