import { bookFromRecord } from "../book-records";
import type { Book } from "../book";
import type { VectorIndex } from "../vector-index";
import type { CatalogWriter } from "./catalog-store";

/** Ids fetched from the index per call, and books written to the catalog per statement. */
const BACKFILL_BATCH = 1000;

export interface CatalogBackfillTarget extends CatalogWriter {
  count(): Promise<number>;
}

/**
 * Fills an empty catalog namespace from the book records the vector index already holds (an index ingested before
 * the catalog existed, or seeded elsewhere), then rebuilds its vocabulary. Returns the number of books written; a
 * catalog that holds anything is left as it is (ingestion keeps it in step from then on).
 */
export async function backfillCatalog(catalog: CatalogBackfillTarget, index: VectorIndex): Promise<number> {
  if ((await catalog.count()) > 0) return 0;
  // Book ids never contain ':', helper ids always do (author:…, genre:…).
  const ids = (await index.listIds()).filter((id) => !id.includes(":"));
  let written = 0;
  for (let start = 0; start < ids.length; start += BACKFILL_BATCH) {
    const books: Book[] = (await index.fetch(ids.slice(start, start + BACKFILL_BATCH)))
      .filter((record) => record.metadata.record_type === "book")
      .map(bookFromRecord);
    await catalog.upsert(books);
    written += books.length;
  }
  if (written > 0) await catalog.refresh();
  return written;
}
