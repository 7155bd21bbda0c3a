import { existsSync, readFileSync } from "node:fs";

export interface CatalogBook {
  title: string;
  authors: string[];
  year: number | null;
  genres: string[];
}

/** A title without its series note: "The Hunger Games (The Hunger Games, #1)" → "The Hunger Games". */
export function shortTitle(title: string): string {
  return title.replace(/\s*\([^)]*#[^)]*\)\s*$/, "").trim();
}

/** The books of ../shared/data/books/goodbooks-10k.jsonl that have an author and two genres, or [] without the file. */
export function loadCatalog(file: string): CatalogBook[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as CatalogBook)
    .filter((book) => book.authors.length > 0 && book.genres.length > 1);
}
