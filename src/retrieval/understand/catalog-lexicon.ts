import { AUTHOR_ID_PREFIX, GENRE_ID_PREFIX } from "../book-records";
import type { VectorIndex } from "../vector-index";
import { AuthorDirectory } from "./authors";

/** What question understanding knows of the catalog: its authors and its genre tags. */
export interface CatalogLexicon {
  authors: AuthorDirectory;
  genres: ReadonlySet<string>;
}

const FETCH_CHUNK = 1000;
/** Ingestion may add authors while the service runs: the lexicon is read again after this long. */
const LEXICON_TTL_MS = 5 * 60_000;

const cache = new WeakMap<VectorIndex, { loadedAt: number; lexicon: Promise<CatalogLexicon> }>();

/**
 * The lexicon of an index, read from its author and genre helper records (written by ingestion) and kept for a
 * few minutes; a failed read is not kept. An index without helpers yields an empty lexicon.
 */
export function catalogLexicon(index: VectorIndex, now = Date.now()): Promise<CatalogLexicon> {
  const cached = cache.get(index);
  if (cached && now - cached.loadedAt < LEXICON_TTL_MS) return cached.lexicon;
  const lexicon = readLexicon(index);
  cache.set(index, { loadedAt: now, lexicon });
  lexicon.catch(() => {
    if (cache.get(index)?.lexicon === lexicon) cache.delete(index);
  });
  return lexicon;
}

async function readLexicon(index: VectorIndex): Promise<CatalogLexicon> {
  const [authorIds, genreIds] = await Promise.all([
    index.listIds({ prefix: AUTHOR_ID_PREFIX }),
    index.listIds({ prefix: GENRE_ID_PREFIX }),
  ]);
  const authors: Array<{ name: string; bookCount: number }> = [];
  const genres = new Set<string>();
  const ids = [...authorIds, ...genreIds];
  for (let start = 0; start < ids.length; start += FETCH_CHUNK) {
    for (const record of await index.fetch(ids.slice(start, start + FETCH_CHUNK))) {
      const { name, book_count: bookCount } = record.metadata;
      if (typeof name !== "string") continue;
      if (record.metadata.record_type === "author") authors.push({ name, bookCount: typeof bookCount === "number" ? bookCount : 1 });
      else if (record.metadata.record_type === "genre") genres.add(name);
    }
  }
  return { authors: new AuthorDirectory(authors), genres };
}
