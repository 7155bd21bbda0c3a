import { z } from "zod";

/** One book of the retrieval profile's `context` event; the answer cites it as [citation]. */
export const bookItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  authors: z.array(z.string()),
  genres: z.array(z.string()),
  year: z.int().nullable(),
  rating: z.number().nullable(),
  score: z.number(),
  relation: z.enum(["match", "same_author", "same_theme", "same_year"]),
  citation: z.int().min(1),
});
