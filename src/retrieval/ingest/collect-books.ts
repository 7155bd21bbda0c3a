import type { Book } from "../book";
import { readBookRows } from "./read-book-rows";

export interface CollectedBooks {
  /** Valid books, one per id; a later row with the same id replaces the earlier one. */
  books: Book[];
  rows: number;
  skipped: number;
  duplicates: number;
}

/** Reads and validates a whole catalog file; every invalid row is passed to `onInvalidRow` and counted. */
export async function collectBooks(file: string, onInvalidRow: (message: string) => void): Promise<CollectedBooks> {
  const books = new Map<string, Book>();
  let rows = 0;
  let skipped = 0;
  let duplicates = 0;
  for await (const row of readBookRows(file)) {
    rows++;
    if ("error" in row) {
      skipped++;
      onInvalidRow(`line ${row.line}: ${row.error}`);
      continue;
    }
    if (books.has(row.book.id)) duplicates++;
    books.set(row.book.id, row.book);
  }
  return { books: [...books.values()], rows, skipped, duplicates };
}
