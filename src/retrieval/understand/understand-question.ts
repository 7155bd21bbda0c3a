import type { AuthorMention } from "./authors";
import type { CatalogLexicon } from "./catalog-lexicon";
import { parseGenres, type GenreConcept } from "./genres";
import { parseRating, type RatingBound } from "./ratings";
import { normalizeQuestion } from "./text";
import { parseYears, type YearRange } from "./years";

/** The constraints read from a reader's question; empty when it names none. */
export interface QuestionUnderstanding {
  years: YearRange | null;
  rating: RatingBound | null;
  authors: AuthorMention[];
  genres: GenreConcept[];
}

/** Deterministic reading of a question: years, rating, authors of the catalog, genres and themes. */
export function understandQuestion(
  question: string,
  lexicon: CatalogLexicon | null,
  currentYear = new Date().getFullYear(),
): QuestionUnderstanding {
  const text = normalizeQuestion(question);
  return {
    years: parseYears(text, currentYear),
    rating: parseRating(text),
    authors: lexicon ? lexicon.authors.find(question) : [],
    genres: parseGenres(text, lexicon && lexicon.genres.size > 0 ? lexicon.genres : null),
  };
}
