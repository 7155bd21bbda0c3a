import { AUTHOR_ID_PREFIX, GENRE_ID_PREFIX, lacksGenres } from "../book-records";
import type { VectorIndex } from "../vector-index";

const FETCH_BATCH = 100;

/** Ids of book records stored without `genres` (written before the field existed): upsert them again. */
export async function findBooksLackingGenres(index: VectorIndex): Promise<string[]> {
  const ids = (await index.listIds()).filter((id) => !id.startsWith(AUTHOR_ID_PREFIX) && !id.startsWith(GENRE_ID_PREFIX));
  const stale: string[] = [];
  for (let start = 0; start < ids.length; start += FETCH_BATCH) {
    for (const record of await index.fetch(ids.slice(start, start + FETCH_BATCH))) {
      if (lacksGenres(record)) stale.push(record.id);
    }
  }
  return stale.sort();
}
