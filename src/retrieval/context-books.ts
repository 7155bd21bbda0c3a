import { bookFromRecord } from "./book-records";
import type { BookRelation, ContextBook } from "./context-book";
import type { IndexMatch } from "./vector-index";

/** Context items in the order given, cited 1..n, so the matches listed first get the first citations. */
export function toContextBooks(entries: Array<{ match: IndexMatch; relation: BookRelation }>): ContextBook[] {
  return entries.map(({ match, relation }, i) => {
    const book = bookFromRecord(match);
    return {
      id: book.id,
      title: book.title,
      authors: book.authors,
      genres: book.genres,
      year: book.year,
      rating: book.rating,
      score: Math.round(match.score * 10_000) / 10_000,
      relation,
      citation: i + 1,
    };
  });
}
