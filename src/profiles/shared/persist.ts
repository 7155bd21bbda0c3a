import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { events } from "../../contract/events";
import { extractMemories } from "../../memory/long-term/extract";
import type { ConversationDeps } from "./conversation-memory";
import type { ConversationStateValue, ConversationUpdate } from "./conversation-state";
import { emit, runContext } from "./run-context";

/**
 * The `memory.persist` node: appends the turn to the thread (trimmed to the newest messages) and stores explicit
 * facts (the store keeps the first 5 new ones and drops the user's oldest beyond its per-user bound). A failed long-term write is reported (`ok: false`) but the thread turn is still kept. `reportUsage` adds the
 * run's usage to `memory_saved` (the guarded profile, whose `done` is `{}`).
 */
export function createPersistNode(deps: ConversationDeps, options: { reportUsage?: boolean } = {}) {
  return async (state: ConversationStateValue, config: LangGraphRunnableConfig): Promise<ConversationUpdate> => {
    let saved = 0;
    let ok = true;
    try {
      saved = await deps.store.save(state.userId, extractMemories(state.prompt, state.threadId));
    } catch (error) {
      ok = false;
      deps.onMemorySaveFailure?.(error);
    }
    const messages = [
      ...state.messages,
      { role: "user" as const, content: state.prompt },
      { role: "assistant" as const, content: state.answer },
    ].slice(-deps.threadMaxMessages);
    const usage = options.reportUsage ? { usage: runContext(config).meter.toUsage(await deps.chat.pricing.get()) } : {};
    emit(config, events.status("memory_saved", { ok, longTermMemoriesSaved: saved, messages: messages.length, ...usage }));
    return { messages };
  };
}
