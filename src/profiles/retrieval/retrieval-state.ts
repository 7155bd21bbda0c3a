import { Annotation } from "@langchain/langgraph";
import type { Embedder } from "../../llm/embedder";
import type { ChatMessage } from "../../llm/stream-chat";
import type { ContextBook } from "../../retrieval/context-book";
import type { LexicalSearch } from "../../retrieval/lexical/catalog-store";
import type { QuestionUnderstanding } from "../../retrieval/understand/understand-question";
import type { VectorIndex } from "../../retrieval/vector-index";
import type { WebSearch, WebSource } from "../../retrieval/web-search";
import type { ChatDeps } from "../shared/conversation-memory";

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
  /** What the search read from the question (years, rating, authors, genres): kept so traces show it. */
  understanding: value<QuestionUnderstanding | null>(() => null),
  sources: value<WebSource[]>(() => []),
  answer: value(() => ""),
});

export type RetrievalStateValue = typeof RetrievalState.State;
export type RetrievalUpdate = typeof RetrievalState.Update;

/** What the retrieval graph's nodes need. */
export interface RetrievalDeps {
  chat: ChatDeps;
  embedder: Embedder;
  index: VectorIndex;
  /** The catalog's lexical search (RETRIEVAL_LEXICAL): fused with the vector matches; absent means vector only. */
  lexical?: LexicalSearch;
  /** The lexical search failed: this question was answered from the vector matches alone. */
  onLexicalFailure?: (error: unknown) => void;
  /** Absent when WEBSEARCH_API_KEY is unset: the graph then answers from the index with one `answer` event. */
  webSearch?: WebSearch;
  onWebSearchFailure?: (reason: string) => void;
  /** Matched books stored without `genres` (theme expansion skipped them): they need re-upserting. */
  onBooksLackingGenres?: (ids: string[]) => void;
  /** What the search read from the question, for the debug log. */
  onQuestionUnderstood?: (understanding: QuestionUnderstanding) => void;
}
