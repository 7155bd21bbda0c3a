import type { Embedder } from "../../llm/embedder";
import { bookEmbeddingText, type Book } from "../book";
import { bookMetadata } from "../book-records";
import type { CatalogWriter } from "../lexical/catalog-store";
import type { VectorIndex, VectorRecord } from "../vector-index";
import { collectBooks } from "./collect-books";
import { helperDocuments, type IndexDocument } from "./helper-documents";
import type { IngestReport } from "./ingest-report";
import { createProgress, type ProgressOutput } from "./progress";
import { runPool } from "./run-pool";
import { findBooksLackingGenres } from "./stale-books";

const INGEST_LIMITS = { embedBatchSize: 100, embedConcurrency: 6, upsertBatchSize: 200, catalogBatchSize: 2000 } as const;
const PRINTED_ROW_ERRORS = 50;

export interface IngestOptions {
  inputFile: string;
  index: VectorIndex;
  embedder: Embedder;
  /** The catalog table lexical search reads: the books are written there too (idempotent by id). */
  catalog?: CatalogWriter;
  /** Progress lines (a bar when it is a terminal). */
  output: ProgressOutput;
  /** One line per invalid row (the first 50; the count covers all). */
  errorOutput: ProgressOutput;
  embedBatchSize?: number;
  embedConcurrency?: number;
  upsertBatchSize?: number;
  signal?: AbortSignal;
  now?: () => number;
}

/**
 * Embeds and upserts a catalog file: one vector per book (title, authors, genres, year) plus author and genre
 * helper vectors. Ids are stable, so running it again replaces records instead of duplicating them.
 */
export async function ingestBooks(options: IngestOptions): Promise<IngestReport> {
  const now = options.now ?? Date.now;
  const upsertBatchSize = options.upsertBatchSize ?? INGEST_LIMITS.upsertBatchSize;
  const started = now();
  let printedErrors = 0;
  const collected = await collectBooks(options.inputFile, (message) => {
    if (printedErrors++ < PRINTED_ROW_ERRORS) options.errorOutput.write(`${message}\n`);
  });
  if (collected.skipped > PRINTED_ROW_ERRORS) {
    options.errorOutput.write(`… ${collected.skipped - PRINTED_ROW_ERRORS} more invalid rows not shown\n`);
  }

  const helpers = helperDocuments(collected.books);
  const documents: IndexDocument[] = [
    ...collected.books.map((book) => ({ id: book.id, text: bookEmbeddingText(book), metadata: bookMetadata(book) })),
    ...helpers,
  ];
  const progress = createProgress(options.output, documents.length, "vectors", now);
  const pending: VectorRecord[] = [];
  let embeddingTokens = 0;
  const upsertFullBatches = async (all: boolean) => {
    while (pending.length >= upsertBatchSize || (all && pending.length > 0)) {
      const batch = pending.splice(0, upsertBatchSize);
      await options.index.upsert(batch);
      progress.advance(batch.length);
    }
  };

  const catalogWrite = writeCatalog(options.catalog, collected.books);
  catalogWrite.catch(() => undefined); // awaited (and thrown) after the vectors
  const embedBatches = chunks(documents, options.embedBatchSize ?? INGEST_LIMITS.embedBatchSize);
  await runPool(embedBatches, options.embedConcurrency ?? INGEST_LIMITS.embedConcurrency, async (batch) => {
    options.signal?.throwIfAborted();
    const { vectors, tokens } = await options.embedder.embed(
      batch.map((document) => document.text),
      options.signal,
    );
    if (vectors.length !== batch.length) throw new Error(`the embedder returned ${vectors.length} vectors for ${batch.length} texts`);
    embeddingTokens += tokens;
    batch.forEach((document, i) => pending.push({ id: document.id, values: vectors[i], metadata: document.metadata }));
    await upsertFullBatches(false);
  });
  await upsertFullBatches(true);
  await catalogWrite;
  await options.index.flush();
  progress.finish();
  const seconds = (now() - started) / 1000;

  return {
    rows: collected.rows,
    books: collected.books.length,
    skipped: collected.skipped,
    duplicates: collected.duplicates,
    booksWithoutGenres: collected.books.filter((book) => book.genres.length === 0).length,
    authors: helpers.filter((helper) => helper.metadata.record_type === "author").length,
    genres: helpers.filter((helper) => helper.metadata.record_type === "genre").length,
    vectors: documents.length,
    embeddingTokens,
    seconds,
    recordsPerSecond: seconds > 0 ? Math.round(documents.length / seconds) : documents.length,
    booksLackingGenres: await findBooksLackingGenres(options.index),
  };
}

/** Book rows in batches, then the vocabulary rebuilt once; runs while the vectors are embedded. */
async function writeCatalog(catalog: CatalogWriter | undefined, books: Book[]): Promise<void> {
  if (!catalog) return;
  for (const batch of chunks(books, INGEST_LIMITS.catalogBatchSize)) await catalog.upsert(batch);
  await catalog.refresh();
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}
