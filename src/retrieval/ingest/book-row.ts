import { z } from "zod";
import type { Book } from "../book";

/** Book ids become vector ids: no ':' so they never collide with the `author:`/`genre:` helper ids. */
const BOOK_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

const expected = (what: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? "required" : `expected ${what}`),
});
const nonEmptyText = z
  .string(expected("string"))
  .transform((text) => text.replace(/\s+/g, " ").trim())
  .pipe(z.string().min(1, { error: "must not be empty" }));

/** One catalog row as it appears in JSONL (and in CSV once its cells are typed); unknown fields are ignored. */
const bookRowSchema = z.object({
  id: z
    .union([z.string(), z.number().int().nonnegative()], expected("string"))
    .transform(String)
    .pipe(z.string().regex(BOOK_ID, { error: "must be 1-64 letters, digits, '.', '_' or '-', starting with a letter or digit" })),
  title: nonEmptyText.pipe(z.string().max(500, { error: "longer than 500 characters" })),
  authors: z.array(nonEmptyText, expected("list of strings")).min(1, { error: "must name at least one author" }),
  year: z
    .number(expected("integer"))
    .int({ error: "expected integer" })
    .min(-5000, { error: "out of range" })
    .max(2100, { error: "out of range" })
    .nullish(),
  genres: z.array(z.string(expected("string")), expected("list of strings")).nullish(),
  rating: z.number(expected("number")).min(0, { error: "must be between 0 and 5" }).max(5, { error: "must be between 0 and 5" }).nullish(),
  ratings_count: z.number(expected("integer")).int({ error: "expected integer" }).nonnegative({ error: "must not be negative" }).nullish(),
  isbn13: z
    .string(expected("string"))
    .regex(/^\d{13}$/, { error: "expected 13 digits" })
    .nullish(),
});

export type RowResult = { book: Book } | { error: string };

/** Validates one row; the error names each bad field, e.g. `year: expected integer`. */
export function parseBookRow(raw: unknown): RowResult {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return { error: "expected an object" };
  const parsed = bookRowSchema.safeParse(raw);
  if (!parsed.success) {
    return { error: parsed.error.issues.map((issue) => `${issue.path.join(".") || "row"}: ${issue.message}`).join("; ") };
  }
  const row = parsed.data;
  return {
    book: {
      id: row.id,
      title: row.title,
      authors: unique(row.authors),
      year: row.year ?? null,
      genres: unique((row.genres ?? []).map((genre) => genre.trim().toLowerCase()).filter((genre) => genre !== "")),
      rating: row.rating ?? null,
      ratingsCount: row.ratings_count ?? null,
      isbn13: row.isbn13 ?? null,
    },
  };
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
