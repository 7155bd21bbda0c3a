import { Annotation } from "@langchain/langgraph";
import type { ChatMessage } from "../../llm/stream-chat";
import type { ContextBook } from "../../retrieval/context-book";
import type { WebSource } from "../../retrieval/web-search";

const value = <T>(fallback: () => T) => Annotation<T>({ reducer: (_, next) => next, default: fallback });

/** State of the retrieval graph (no checkpointer: the retrieval profile has no memory). */
export const RetrievalState = Annotation.Root({
  prompt: value(() => ""),
  temperature: value(() => 0.3),
  maxTokens: value(() => 800),
  history: value<ChatMessage[]>(() => []),
  topK: value(() => 8),
  relatedTopK: value(() => 3),
  includeRelated: value(() => true),
  vector: value<number[]>(() => []),
  books: value<ContextBook[]>(() => []),
  sources: value<WebSource[]>(() => []),
  answer: value(() => ""),
});

export type RetrievalStateValue = typeof RetrievalState.State;
export type RetrievalUpdate = typeof RetrievalState.Update;
