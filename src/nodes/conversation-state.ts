import { Annotation } from "@langchain/langgraph";
import type { ChatMessage } from "../llm/stream-chat";
import type { Memory } from "../memory/long-term/memory-store";
import type { Route } from "../routing/choose-route";

export interface GuardDecision {
  stage: "input" | "output";
  rule: string;
  outcome: "passed" | "redacted" | "blocked" | "skipped";
}

const value = <T>(fallback: () => T) => Annotation<T>({ reducer: (_, next) => next, default: fallback });

/**
 * State of the memory and guarded graphs. `messages` and `lastTurnOnTopic` are the thread's short-term memory
 * (kept by the checkpointer); everything else is reset by the runner at the start of each run.
 */
export const ConversationState = Annotation.Root({
  userId: value(() => ""),
  threadId: value(() => ""),
  /** Already redacted in the guarded profile: the raw prompt never enters graph state. */
  prompt: value(() => ""),
  temperature: value(() => 0.3),
  maxTokens: value(() => 800),
  history: value<ChatMessage[]>(() => []),
  messages: value<ChatMessage[]>(() => []),
  lastTurnOnTopic: value(() => false),
  memories: value<Memory[]>(() => []),
  routing: value<Route | null>(() => null),
  answer: value(() => ""),
  blocked: value<GuardDecision | null>(() => null),
});

export type ConversationStateValue = typeof ConversationState.State;
export type ConversationUpdate = typeof ConversationState.Update;
