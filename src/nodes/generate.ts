import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { streamChat } from "../llm/stream-chat";
import { formatFooter } from "../llm/usage";
import { buildChatMessages } from "../prompts/system-prompt";
import { events } from "../runs/events";
import type { ConversationStateValue, ConversationUpdate } from "./conversation-state";
import type { ConversationDeps } from "./deps";
import { emit, runContext, runSignal } from "./run-context";

/**
 * model.generate (memory profile): streams tokens to the client as they arrive. Each delta is held back by one so
 * that the last `token` event can carry the usage footer.
 */
export function createGenerateNode(deps: ConversationDeps) {
  return async (state: ConversationStateValue, config: LangGraphRunnableConfig): Promise<ConversationUpdate> => {
    const { meter } = runContext(config);
    emit(config, events.status("writing"));
    let pending: string | undefined;
    const result = await streamChat(deps.chat.chatModel, chatMessages(state), {
      temperature: state.temperature,
      maxTokens: state.maxTokens,
      signal: runSignal(config),
      timeoutMs: deps.chat.timeoutMs,
      runConfig: config,
      onDelta: (delta) => {
        if (pending !== undefined) emit(config, events.token(pending));
        pending = delta;
      },
    });
    meter.addChat(result.inputTokens, result.outputTokens);
    const usage = meter.toUsage(await deps.chat.pricing.get());
    emit(config, events.token((pending ?? "") + formatFooter(usage, meter.elapsedSeconds())));
    return { answer: result.text };
  };
}

export function chatMessages(state: ConversationStateValue, canary?: string) {
  return buildChatMessages({
    prompt: state.prompt,
    route: state.routing ?? { route: "direct", contextNeed: "conversation" },
    memories: state.memories,
    thread: state.messages,
    clientHistory: state.history,
    canary,
  });
}
