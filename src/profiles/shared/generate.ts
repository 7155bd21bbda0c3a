import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { events } from "../../contract/events";
import { streamChat } from "../../llm/stream-chat";
import { formatFooter } from "../../llm/usage";
import type { Span } from "../../tracing/run-trace";
import { buildChatMessages } from "./chat-prompt";
import type { ConversationDeps } from "./conversation-memory";
import type { ConversationStateValue, ConversationUpdate } from "./conversation-state";
import { emit, runContext, runSignal } from "./run-context";

/**
 * The `model.generate` node of the memory profile: streams tokens to the client as they arrive. Each delta is held
 * back by one so that the last `token` event can carry the usage footer.
 */
export function createStreamingGenerateNode(deps: ConversationDeps) {
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

/**
 * The `model.generate` node of the guarded profile: the answer is accumulated server-side; no model text leaves this
 * node. Only plain text goes into state (a message object would be echoed whole on LangGraph's "messages" stream).
 */
export function createBufferedGenerateNode(deps: ConversationDeps & { canary: string }) {
  return async (state: ConversationStateValue, config: LangGraphRunnableConfig, span?: Span): Promise<ConversationUpdate> => {
    emit(config, events.status("writing"));
    const result = await streamChat(deps.chat.chatModel, chatMessages(state, deps.canary), {
      temperature: state.temperature,
      maxTokens: state.maxTokens,
      signal: runSignal(config),
      timeoutMs: deps.chat.timeoutMs,
      runConfig: config,
      buffered: true,
      span,
    });
    runContext(config).meter.addChat(result.inputTokens, result.outputTokens);
    return { answer: result.text };
  };
}

function chatMessages(state: ConversationStateValue, canary?: string) {
  return buildChatMessages({
    prompt: state.prompt,
    route: state.routing ?? { route: "direct", contextNeed: "conversation" },
    memories: state.memories,
    thread: state.messages,
    clientHistory: state.history,
    canary,
  });
}
