import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { streamChat } from "../llm/stream-chat";
import { events } from "../runs/events";
import type { ConversationStateValue, ConversationUpdate } from "./conversation-state";
import { chatMessages } from "./generate";
import type { GuardedDeps } from "./guarded-deps";
import { emit, runContext, runSignal } from "./run-context";

/**
 * model.generate (guarded profile): the answer is accumulated server-side; no model text leaves this node.
 * Only plain text goes into state (a message object would be echoed whole on LangGraph's "messages" stream).
 */
export function createGenerateBufferedNode(deps: GuardedDeps) {
  return async (state: ConversationStateValue, config: LangGraphRunnableConfig): Promise<ConversationUpdate> => {
    emit(config, events.status("writing"));
    const result = await streamChat(deps.chat.chatModel, chatMessages(state, deps.canary), {
      temperature: state.temperature,
      maxTokens: state.maxTokens,
      signal: runSignal(config),
      timeoutMs: deps.chat.timeoutMs,
      runConfig: config,
      buffered: true,
    });
    runContext(config).meter.addChat(result.inputTokens, result.outputTokens);
    return { answer: result.text };
  };
}
