import { Annotation } from "@langchain/langgraph";
import type { Route } from "../../contract/events";
import type { ConversationRequest } from "../../contract/requests";
import type { ChatMessage } from "../../llm/stream-chat";
import type { Memory } from "../../memory/long-term/memory-store";

export interface GuardDecision {
  stage: "input" | "output";
  rule: string;
  outcome: "passed" | "redacted" | "blocked" | "skipped";
}

const value = <T>(fallback: () => T) => Annotation<T>({ reducer: (_, next) => next, default: fallback });

/**
 * State of the memory and guarded graphs. `messages` is the thread's short-term memory (kept by the checkpointer);
 * everything else is set afresh by each run's input (state carries over within a thread).
 */
export const ConversationState = Annotation.Root({
  userId: value(() => ""),
  threadId: value(() => ""),
  /** In the guarded profile the input guard replaces it with the redacted prompt before any other node reads it. */
  prompt: value(() => ""),
  temperature: value(() => 0.3),
  maxTokens: value(() => 800),
  history: value<ChatMessage[]>(() => []),
  messages: value<ChatMessage[]>(() => []),
  /** Guarded profile: the input guard's decision (in the node's output, so traces and Studio show it). */
  inputDecision: value<Omit<GuardDecision, "stage"> | null>(() => null),
  memories: value<Memory[]>(() => []),
  routing: value<Route | null>(() => null),
  answer: value(() => ""),
  blocked: value<GuardDecision | null>(() => null),
});

export type ConversationStateValue = typeof ConversationState.State;
export type ConversationUpdate = typeof ConversationState.Update;

/** Graph input for one run: the request's fields plus every per-run field reset. */
export function conversationInput(request: ConversationRequest): ConversationUpdate {
  return {
    userId: request.user_id,
    threadId: request.thread_id,
    prompt: request.prompt,
    temperature: request.temperature,
    maxTokens: request.max_tokens,
    history: request.history,
    inputDecision: null,
    memories: [],
    routing: null,
    answer: "",
    blocked: null,
  };
}
