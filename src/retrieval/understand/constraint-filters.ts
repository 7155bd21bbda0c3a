import type { MetadataFilter } from "../metadata-filter";
import type { QuestionUnderstanding } from "./understand-question";

/**
 * Metadata filters (Pinecone's syntax) for what was understood, from the last to give up to the first: when all
 * of them together leave too few books, the genres go first, then the rating, then the years, then the authors.
 */
export function constraintFilters(understanding: QuestionUnderstanding): MetadataFilter[] {
  const filters: MetadataFilter[] = [];
  const authors = [...new Set(understanding.authors.flatMap((mention) => mention.names))];
  if (authors.length > 0) filters.push({ authors: { $in: authors } });
  const { years, rating } = understanding;
  if (years && (years.min !== null || years.max !== null)) {
    filters.push({ year: { ...(years.min !== null ? { $gte: years.min } : {}), ...(years.max !== null ? { $lte: years.max } : {}) } });
  }
  if (rating && rating.min !== null) filters.push({ rating: rating.exclusive ? { $gt: rating.min } : { $gte: rating.min } });
  if (rating && rating.max !== null) filters.push({ rating: rating.exclusive ? { $lt: rating.max } : { $lte: rating.max } });
  for (const concept of understanding.genres) filters.push({ genres: { $in: concept.genres } });
  return filters;
}
