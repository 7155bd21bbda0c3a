import type { Book } from "./book";
import type { MetadataFilter } from "./metadata-filter";
import type { RecordMetadata, StoredRecord, VectorRecord } from "./vector-index";

/** Lookups for answers are filtered to books so author and genre helper vectors never reach them. */
export const BOOKS_ONLY: MetadataFilter = { record_type: { $eq: "book" } };

/** Book vector ids are the book ids; helper ids carry a prefix that book ids (no ':') cannot collide with. */
export const AUTHOR_ID_PREFIX = "author:";
export const GENRE_ID_PREFIX = "genre:";

export function bookToRecord(book: Book, values: number[]): VectorRecord {
  return { id: book.id, values, metadata: bookMetadata(book) };
}

/** Absent values are left out rather than stored as null, which Pinecone rejects. */
export function bookMetadata(book: Book): RecordMetadata {
  const metadata: RecordMetadata = {
    record_type: "book",
    book_id: book.id,
    title: book.title,
    authors: book.authors,
    genres: book.genres,
  };
  if (book.year !== null) metadata.year = book.year;
  if (book.rating !== null) metadata.rating = book.rating;
  if (book.ratingsCount !== undefined && book.ratingsCount !== null) metadata.ratings_count = book.ratingsCount;
  if (book.isbn13 !== undefined && book.isbn13 !== null) metadata.isbn13 = book.isbn13;
  return metadata;
}

/** Reads a book back from its metadata; fields written by older ingestions may be missing. */
export function bookFromRecord(record: StoredRecord): Book {
  const { metadata } = record;
  return {
    id: record.id,
    title: typeof metadata.title === "string" ? metadata.title : record.id,
    authors: stringList(metadata.authors),
    year: typeof metadata.year === "number" ? metadata.year : null,
    genres: stringList(metadata.genres),
    rating: typeof metadata.rating === "number" ? metadata.rating : null,
    ratingsCount: typeof metadata.ratings_count === "number" ? metadata.ratings_count : null,
    isbn13: typeof metadata.isbn13 === "string" ? metadata.isbn13 : null,
  };
}

/** Theme expansion needs `genres`; book records written before that field existed must be upserted again. */
export function lacksGenres(record: StoredRecord): boolean {
  return record.metadata.record_type === "book" && !Array.isArray(record.metadata.genres);
}

export function authorRecordId(name: string): string {
  return AUTHOR_ID_PREFIX + slug(name);
}

export function genreRecordId(genre: string): string {
  return GENRE_ID_PREFIX + slug(genre);
}

/** Lower-case letters and digits of any script joined by '-', percent-encoded so ids stay ASCII. */
function slug(text: string): string {
  const words = text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu);
  return encodeURIComponent((words ?? []).join("-"));
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
}
