import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import type { Memory } from "../memory/long-term/memory-store";
import { events } from "../runs/events";
import type { ConversationStateValue, ConversationUpdate } from "./conversation-state";
import type { ConversationDeps } from "./deps";
import { emit } from "./run-context";

/** memory.recall: bounded long-term recall; a store failure degrades to no memories instead of failing the run. */
export function createRecallNode(deps: ConversationDeps) {
  return async (state: ConversationStateValue, config: LangGraphRunnableConfig): Promise<ConversationUpdate> => {
    let memories: Memory[] = [];
    let degraded = false;
    try {
      memories = await deps.store.recall(state.userId, state.prompt, deps.longTermMemoryLimit);
    } catch {
      degraded = true;
    }
    emit(
      config,
      events.status("memory_loaded", {
        threadId: state.threadId,
        userId: state.userId,
        messages: state.messages.length,
        longTermMemories: memories.length,
        ...(degraded ? { degraded: true } : {}),
      }),
    );
    return { memories };
  };
}
