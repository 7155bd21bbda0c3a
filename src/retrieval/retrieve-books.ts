import { BOOKS_ONLY } from "./book-records";
import type { ContextBook } from "./context-book";
import { toContextBooks } from "./context-books";
import { expandRelated } from "./expand-related";
import type { LexicalSearch } from "./lexical/catalog-store";
import { hybridSearch, vectorSearch, type MatchSearch } from "./match-search";
import type { MetadataFilter } from "./metadata-filter";
import { catalogLexicon } from "./understand/catalog-lexicon";
import { constraintFilters } from "./understand/constraint-filters";
import { understandQuestion, type QuestionUnderstanding } from "./understand/understand-question";
import type { IndexMatch, VectorIndex } from "./vector-index";

export interface RetrieveOptions {
  topK: number;
  relatedTopK: number;
  includeRelated: boolean;
  /** The reader's question: the years, rating, authors and genres it names filter the matches. */
  question?: string;
  /** The catalog's lexical search: with a question, its matches are fused with the vector matches by rank. */
  lexical?: LexicalSearch;
  /** The lexical search failed: the question is answered from the vector matches alone. */
  onLexicalFailure?: (error: unknown) => void;
}

export interface RetrievedBooks {
  /** Matches first (those meeting the question's constraints, by similarity), then related books; citations 1..n. */
  books: ContextBook[];
  /** Ids of matched books stored without `genres` (theme expansion skipped them): upsert them again. */
  booksLackingGenres: string[];
  /** What was read from the question (null without one). */
  understanding: QuestionUnderstanding | null;
}

/** The knowledge step of the retrieval profile: the nearest books to the prompt vector, plus related books. */
export async function retrieveBooks(index: VectorIndex, vector: number[], options: RetrieveOptions): Promise<RetrievedBooks> {
  const search =
    options.lexical && options.question
      ? hybridSearch({ index, vector, lexical: options.lexical, question: options.question, onFailure: options.onLexicalFailure })
      : vectorSearch(index, vector);
  const understanding = options.question ? understandQuestion(options.question, await catalogLexicon(index)) : null;
  const filters = understanding ? constraintFilters(understanding) : [];
  const matches = await constrainedMatches(search, options.topK, filters);
  const expansion = options.includeRelated
    ? await expandRelated(index, matches, { relatedTopK: options.relatedTopK })
    : { related: [], seedsLackingGenres: [] };
  const books = toContextBooks([...matches.map((match) => ({ match, relation: "match" as const })), ...expansion.related]);
  return { books, booksLackingGenres: expansion.seedsLackingGenres, understanding };
}

/**
 * The nearest books meeting every constraint; when they are fewer than `topK`, the list is completed with books
 * meeting fewer constraints (the last ones given up first), and finally with unconstrained matches, so a
 * constraint the catalog cannot meet never empties the answer.
 */
async function constrainedMatches(search: MatchSearch, topK: number, filters: MetadataFilter[]): Promise<IndexMatch[]> {
  const matches: IndexMatch[] = [];
  const seen = new Set<string>();
  for (let kept = filters.length; kept >= 0 && matches.length < topK; kept--) {
    const filter: MetadataFilter = kept === 0 ? BOOKS_ONLY : { $and: [BOOKS_ONLY, ...filters.slice(0, kept)] };
    for (const match of await search(filter, topK)) {
      if (matches.length < topK && !seen.has(match.id)) {
        seen.add(match.id);
        matches.push(match);
      }
    }
  }
  return matches;
}
