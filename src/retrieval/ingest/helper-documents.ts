import type { Book } from "../book";
import { authorRecordId, genreRecordId } from "../book-records";
import type { RecordMetadata } from "../vector-index";

/** Something to embed and store: a text, the id its vector is stored under, and its metadata. */
export interface IndexDocument {
  id: string;
  text: string;
  metadata: RecordMetadata;
}

const TITLES_PER_HELPER = 5;
const GENRES_PER_AUTHOR = 5;

/**
 * One helper vector per author and per genre, described by their best-known books (most ratings first).
 * They let a prompt that names an author or a genre land near it; book lookups filter them out.
 * Names that share a helper id (e.g. "J. R. R. Tolkien" and "J.R.R. Tolkien") share one helper.
 */
export function helperDocuments(books: readonly Book[]): IndexDocument[] {
  const byPopularity = [...books].sort((a, b) => (b.ratingsCount ?? 0) - (a.ratingsCount ?? 0));
  const documents: IndexDocument[] = [];
  for (const { name, books: written } of groupByHelper(byPopularity, (book) => book.authors, authorRecordId)) {
    const topGenres = [
      ...groupByHelper(
        written,
        (book) => book.genres,
        (genre) => genre,
      ),
    ]
      .sort((a, b) => b.books.length - a.books.length)
      .slice(0, GENRES_PER_AUTHOR)
      .map((group) => group.name);
    documents.push({
      id: authorRecordId(name),
      text: `Author: ${name}. Books: ${titles(written)}.${topGenres.length ? ` Genres: ${topGenres.join(", ")}.` : ""}`,
      metadata: { record_type: "author", name, book_count: written.length },
    });
  }
  for (const { name, books: tagged } of groupByHelper(byPopularity, (book) => book.genres, genreRecordId)) {
    documents.push({
      id: genreRecordId(name),
      text: `Genre: ${name}. Books: ${titles(tagged)}.`,
      metadata: { record_type: "genre", name, book_count: tagged.length },
    });
  }
  return documents;
}

function titles(books: readonly Book[]): string {
  return books
    .slice(0, TITLES_PER_HELPER)
    .map((book) => book.title)
    .join("; ");
}

/** Books grouped by helper id, in order of first appearance; each group is named as it was first spelled. */
function groupByHelper(
  books: readonly Book[],
  names: (book: Book) => string[],
  idOf: (name: string) => string,
): Array<{ name: string; books: Book[] }> {
  const groups = new Map<string, { name: string; books: Book[] }>();
  for (const book of books) {
    for (const name of names(book)) {
      const id = idOf(name);
      const group = groups.get(id);
      if (!group) groups.set(id, { name, books: [book] });
      else if (group.books[group.books.length - 1] !== book) group.books.push(book);
    }
  }
  return [...groups.values()];
}
