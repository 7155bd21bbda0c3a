import type { LexicalMatch, LexicalSearch } from "./lexical/catalog-store";
import { fuseRanks } from "./lexical/rank-fusion";
import { compileFilter, type MetadataFilter } from "./metadata-filter";
import type { IndexMatch, VectorIndex } from "./vector-index";

/** The best `topK` book matches under a metadata filter: one call per relaxation level of the question's constraints. */
export type MatchSearch = (filter: MetadataFilter, topK: number) => Promise<IndexMatch[]>;

export function vectorSearch(index: VectorIndex, vector: number[]): MatchSearch {
  return (filter, topK) => index.query(vector, { topK, filter });
}

/** Vector candidates kept per asked match for fusion: enough depth that a book both lists hold adds up. */
const FUSION_DEPTH = 2;
/**
 * Lexical candidates read once per question and filtered here at every relaxation level (a few dozen rows: the
 * books naming the question's words best). Deep enough that a filter keeping a tenth of them still fills a list.
 */
const LEXICAL_CANDIDATES = 60;

export interface HybridSearchOptions {
  index: VectorIndex;
  vector: number[];
  lexical: LexicalSearch;
  question: string;
  onFailure?: (error: unknown) => void;
}

/**
 * Vector and lexical matches under the same filter, fused by rank. The lexical search runs once per question, and
 * its candidates (which carry their book metadata) are filtered in memory at each level with the same evaluator
 * the local index uses. Books only the lexical side found get their cosine score from the index by id, so every
 * match carries its record and score as before. A failed lexical search leaves the vector matches.
 */
export function hybridSearch(options: HybridSearchOptions): MatchSearch {
  const { index, vector } = options;
  // Asked at once: on a database server the search runs while the question is understood and the vectors scanned.
  const candidates: Promise<LexicalMatch[]> = options.lexical
    .search(options.question, { limit: LEXICAL_CANDIDATES })
    .catch((error: unknown) => {
      options.onFailure?.(error);
      return [];
    });
  return async (filter, topK) => {
    const depth = Math.max(topK * FUSION_DEPTH, 16);
    const [allLexical, vectorMatches] = await Promise.all([candidates, index.query(vector, { topK: depth, filter })]);
    const accepts = compileFilter(filter);
    const lexicalMatches = allLexical.filter((match) => accepts(match.metadata)).slice(0, depth);
    if (lexicalMatches.length === 0) return vectorMatches.slice(0, topK);
    const byId = new Map(vectorMatches.map((match) => [match.id, match]));
    const order = fuseRanks({ vector: vectorMatches.map((match) => match.id), lexical: lexicalMatches }).slice(0, topK);
    const missing = order.filter((id) => !byId.has(id));
    if (missing.length > 0) {
      // Restricted to their ids: the local index scores only those rows, Pinecone filters before scoring.
      for (const match of await index.query(vector, { topK: missing.length, filter: { book_id: { $in: missing } } })) {
        byId.set(match.id, match);
      }
    }
    return order.flatMap((id) => byId.get(id) ?? []);
  };
}
