import type { Embedder } from "../../llm/embedder";
import type { VectorIndex } from "../../retrieval/vector-index";
import type { WebSearch } from "../../retrieval/web-search";
import type { ChatDeps } from "../deps";

export interface RetrievalDeps {
  chat: ChatDeps;
  embedder: Embedder;
  index: VectorIndex;
  /** Absent when WEBSEARCH_API_KEY is unset: the graph then answers from the index with one `answer` event. */
  webSearch?: WebSearch;
  onWebSearchFailure?: (reason: string) => void;
  /** Matched books stored without `genres` (theme expansion skipped them): they need re-upserting. */
  onBooksLackingGenres?: (ids: string[]) => void;
}
