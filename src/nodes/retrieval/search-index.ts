import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { retrieveBooks } from "../../retrieval/retrieve-books";
import { events } from "../../runs/events";
import { emit } from "../run-context";
import type { RetrievalDeps } from "./retrieval-deps";
import type { RetrievalStateValue, RetrievalUpdate } from "./retrieval-state";

/** knowledge: nearest books (helper vectors filtered out) plus related books by author, theme and year. */
export function createSearchIndexNode(deps: RetrievalDeps) {
  return async (state: RetrievalStateValue, config: LangGraphRunnableConfig): Promise<RetrievalUpdate> => {
    emit(config, events.status("knowledge", { message: "Searching the book catalog" }));
    const { books, booksLackingGenres } = await retrieveBooks(deps.index, state.vector, {
      topK: state.topK,
      relatedTopK: state.relatedTopK,
      includeRelated: state.includeRelated,
    });
    if (booksLackingGenres.length > 0) deps.onBooksLackingGenres?.(booksLackingGenres);
    emit(config, events.context(books));
    return { books, vector: [] };
  };
}
