export type BookRelation = "match" | "same_author" | "same_theme" | "same_year";

/** One book of the `context` event sent to clients; `citation` n is what the answer cites as [n]. */
export interface ContextBook {
  id: string;
  title: string;
  authors: string[];
  genres: string[];
  year: number | null;
  rating: number | null;
  score: number;
  relation: BookRelation;
  citation: number;
}
