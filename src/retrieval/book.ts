/** A book as the catalog knows it. `genres` are ordered strongest first. */
export interface Book {
  id: string;
  title: string;
  authors: string[];
  year: number | null;
  genres: string[];
  rating: number | null;
  ratingsCount?: number | null;
  isbn13?: string | null;
}

/** The text embedded for a book: title, authors, genres and publication year. */
export function bookEmbeddingText(book: Book): string {
  const parts = [`${book.title} by ${book.authors.join(", ")}.`];
  if (book.genres.length > 0) parts.push(`Genres: ${book.genres.join(", ")}.`);
  if (book.year !== null) parts.push(`Published ${book.year < 0 ? `${-book.year} BCE` : book.year}.`);
  return parts.join(" ");
}
