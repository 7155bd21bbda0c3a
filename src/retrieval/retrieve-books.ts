import { BOOKS_ONLY } from "./book-records";
import type { ContextBook } from "./context-book";
import { toContextBooks } from "./context-books";
import { expandRelated } from "./expand-related";
import type { VectorIndex } from "./vector-index";

export interface RetrieveOptions {
  topK: number;
  relatedTopK: number;
  includeRelated: boolean;
}

export interface RetrievedBooks {
  /** Matches first (by similarity), then related books; citations 1..n in this order. */
  books: ContextBook[];
  /** Ids of matched books stored without `genres` (theme expansion skipped them): upsert them again. */
  booksLackingGenres: string[];
}

/** The knowledge step of the retrieval profile: the nearest books to the prompt vector, plus related books. */
export async function retrieveBooks(index: VectorIndex, vector: number[], options: RetrieveOptions): Promise<RetrievedBooks> {
  const matches = await index.query(vector, { topK: options.topK, filter: BOOKS_ONLY });
  const expansion = options.includeRelated
    ? await expandRelated(index, matches, { relatedTopK: options.relatedTopK })
    : { related: [], seedsLackingGenres: [] };
  const books = toContextBooks([...matches.map((match) => ({ match, relation: "match" as const })), ...expansion.related]);
  return { books, booksLackingGenres: expansion.seedsLackingGenres };
}
