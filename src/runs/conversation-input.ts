import type { ConversationRequest } from "../http/schemas";
import type { ConversationUpdate } from "../nodes/conversation-state";

/** The compiled memory or guarded graph, as the runners use it. */
export interface ConversationGraph {
  stream(input: ConversationUpdate, options: Record<string, unknown>): Promise<AsyncIterable<unknown>>;
}

/** Graph input for one run: request fields plus every per-run field reset (state carries over within a thread). */
export function conversationInput(
  request: ConversationRequest,
  prompt: string,
  inputDecision: ConversationUpdate["inputDecision"] = null,
): ConversationUpdate {
  return {
    userId: request.user_id,
    threadId: request.thread_id,
    prompt,
    temperature: request.temperature,
    maxTokens: request.max_tokens,
    history: request.history,
    memories: [],
    routing: null,
    answer: "",
    blocked: null,
    inputDecision,
  };
}
