import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { events } from "../../contract/events";
import type { Memory } from "../../memory/long-term/memory-store";
import { recalledFor } from "../../memory/long-term/recall-query";
import type { ConversationDeps } from "./conversation-memory";
import type { ConversationStateValue, ConversationUpdate } from "./conversation-state";
import { emit, runContext } from "./run-context";

/**
 * The `memory.recall` node: bounded long-term recall; a store failure degrades to no memories instead of failing the
 * run. `degraded` says either memory is missing: long-term recall failed or the thread could not be read. Memories
 * already read with the thread are used only when they were read for exactly this user, prompt and limit.
 */
export function createRecallNode(deps: ConversationDeps) {
  return async (state: ConversationStateValue, config: LangGraphRunnableConfig): Promise<ConversationUpdate> => {
    const run = runContext(config);
    let memories: Memory[] = [];
    let degraded = run.threadDegraded === true;
    try {
      memories =
        recalledFor(run.recalled, { userId: state.userId, query: state.prompt, limit: deps.longTermMemoryLimit }) ??
        (await deps.store.recall(state.userId, state.prompt, deps.longTermMemoryLimit));
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
