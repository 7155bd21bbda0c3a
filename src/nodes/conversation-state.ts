import { Annotation } from "@langchain/langgraph";
import type { ChatMessage } from "../llm/stream-chat";
import type { Memory } from "../memory/long-term/memory-store";
import type { Route } from "../routing/choose-route";

export interface GuardDecision {
  stage: "input" | "output";
  rule: string;
  outcome: "passed" | "redacted" | "blocked" | "skipped";
}

export interface InputDecisionSummary {
  rule: string;
  outcome: GuardDecision["outcome"];
  redactions?: { email: number; phone: number };
}

const value = <T>(fallback: () => T) => Annotation<T>({ reducer: (_, next) => next, default: fallback });

/**
 * State of the memory and guarded graphs. `messages` is the thread's short-term memory
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
  /** Guarded profile: the input decision made before the graph ran (null in Studio: the node decides itself). */
  inputDecision: value<InputDecisionSummary | null>(() => null),
  memories: value<Memory[]>(() => []),
  routing: value<Route | null>(() => null),
  answer: value(() => ""),
  blocked: value<GuardDecision | null>(() => null),
});

export type ConversationStateValue = typeof ConversationState.State;
export type ConversationUpdate = typeof ConversationState.Update;
