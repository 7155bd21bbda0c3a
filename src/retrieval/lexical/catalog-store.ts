import type { Database } from "../../db/database";
import { migrateOnce } from "../../db/migrate";
import { catalogMigrations } from "../../db/migrations/catalog";
import type { Book } from "../book";
import { bookMetadata } from "../book-records";
import type { MetadataFilter } from "../metadata-filter";
import type { RecordMetadata } from "../vector-index";
import { normalizeQuestion } from "../understand/text";
import { filterToSql } from "./filter-sql";
import { matchName } from "./name-match";
import { questionTerms, typoVariants } from "./question-terms";

/**
 * One book found by words: `named` (0..1) is how closely the question names its title or an author (the mean of the
 * name's share held by the question, the question's share held by the name, and their longest common phrase);
 * `metadata` is its record's metadata as the vector index holds it, so callers can filter matches without a query.
 */
export interface LexicalMatch {
  id: string;
  score: number;
  named: number;
  metadata: RecordMetadata;
}

export interface LexicalSearchOptions {
  limit: number;
  /** The same metadata filter the vector side gets (years, rating, authors, genres as SQL predicates). */
  filter?: MetadataFilter;
}

/** The lexical half of hybrid retrieval; both vector backends share it (the rows live in PostgreSQL). */
export interface LexicalSearch {
  search(question: string, options: LexicalSearchOptions): Promise<LexicalMatch[]>;
}

/** Writes books beside the vector upserts; `refresh()` rebuilds the typo-correction vocabulary afterwards. */
export interface CatalogWriter {
  upsert(books: readonly Book[]): Promise<void>;
  refresh(): Promise<void>;
}

/** Candidate words of the vocabulary for one unknown question word, before the one-edit check. */
const CORRECTIONS_PER_WORD = 3;
/** A word this far (trigram similarity) from a vocabulary word is taken for it even beyond one edit. */
const CLOSE_SIMILARITY = 0.55;
/** Books ranked by ts_rank before word_similarity looks at them (at least the asked limit). */
const CANDIDATES = 50;

/**
 * The catalog table in PostgreSQL (server or PGlite): full-text search over title, series and authors
 * (`to_tsvector('simple', ...)` of text folded like the question, title weighted above the rest; genres are filters), with unknown question words corrected against the catalog's
 * own vocabulary by `pg_trgm` (plus exact lookups of the word's deletions and swaps, which trigrams miss in short
 * words), ranked by how closely the question names a title or an author (`name-match.ts`: the name's share in the question,
 * the question's share in the name, their longest common phrase).
 */
export class PostgresCatalog implements LexicalSearch, CatalogWriter {
  private readonly ensureSchema: () => Promise<void>;

  constructor(
    private readonly db: Database,
    private readonly schema: string,
    readonly namespace = "",
  ) {
    this.ensureSchema = migrateOnce(db, schema, catalogMigrations);
  }

  /** Applies the catalog migrations once per instance (again after a failure). */
  migrate(): Promise<void> {
    return this.ensureSchema();
  }

  async upsert(books: readonly Book[]): Promise<void> {
    if (books.length === 0) return;
    await this.migrate();
    const rows = books.map((book) => {
      const { main, series } = splitTitle(book.title);
      const authorKeys = book.authors.map(foldText);
      return {
        id: book.id,
        title: book.title,
        main_title: main,
        series,
        authors: book.authors,
        genres: book.genres,
        year: book.year,
        rating: book.rating,
        ratings_count: book.ratingsCount ?? null,
        isbn13: book.isbn13 ?? null,
        title_key: foldText(main),
        author_keys: authorKeys,
        names_key: [series ? foldText(series) : "", ...authorKeys].filter(Boolean).join(" "),
      };
    });
    await this.db.query(
      `INSERT INTO "${this.schema}".catalog_books AS b (namespace, id, title, main_title, series, authors, genres, year, rating, ratings_count, isbn13,
         title_key, author_keys, names_key)
       SELECT $1, r.id, r.title, r.main_title, r.series, r.authors, r.genres, r.year, r.rating, r.ratings_count, r.isbn13,
         r.title_key, r.author_keys, r.names_key
       FROM json_to_recordset($2::json) AS r(id text, title text, main_title text, series text, authors text[], genres text[],
         year integer, rating double precision, ratings_count integer, isbn13 text, title_key text, author_keys text[], names_key text)
       ON CONFLICT (namespace, id) DO UPDATE SET title = excluded.title, main_title = excluded.main_title, series = excluded.series,
         authors = excluded.authors, genres = excluded.genres, year = excluded.year, rating = excluded.rating,
         ratings_count = excluded.ratings_count, isbn13 = excluded.isbn13, title_key = excluded.title_key,
         author_keys = excluded.author_keys, names_key = excluded.names_key, updated_at = now()`,
      [this.namespace, JSON.stringify(rows)],
    );
  }

  /** Rebuilds the namespace's vocabulary (title, series and author words with their book counts). */
  async refresh(): Promise<void> {
    await this.migrate();
    const s = `"${this.schema}"`;
    // The trigram index is built once over the new vocabulary (much cheaper than inserting every word into it).
    await this.db.transaction(async (tx) => {
      await tx.query(`DROP INDEX IF EXISTS ${s}.catalog_words_trgm_idx`);
      await tx.query(`DELETE FROM ${s}.catalog_words WHERE namespace = $1`, [this.namespace]);
      await tx.query(
        `INSERT INTO ${s}.catalog_words (namespace, word, books)
         SELECT $1, t.lexeme, count(*) FROM ${s}.catalog_books b, unnest(b.names) t
         WHERE b.namespace = $1 AND length(t.lexeme) >= 2
         GROUP BY t.lexeme`,
        [this.namespace],
      );
      await tx.query(`CREATE INDEX catalog_words_trgm_idx ON ${s}.catalog_words USING gin (word gin_trgm_ops)`);
    });
    // Fresh statistics, or the planner scans the whole table instead of using the GIN indexes; and the books' GIN
    // pending list (fast inserts during ingest) merged, or every search scans it linearly.
    for (const table of ["catalog_books", "catalog_words"]) await this.db.query(`ANALYZE ${s}.${table}`);
    await this.db.query(`SELECT gin_clean_pending_list($1::regclass)`, [`${s}.catalog_books_names_idx`]);
  }

  async count(): Promise<number> {
    await this.migrate();
    const result = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "${this.schema}".catalog_books WHERE namespace = $1`,
      [this.namespace],
    );
    return Number(result.rows[0]?.n ?? 0);
  }

  async search(question: string, options: LexicalSearchOptions): Promise<LexicalMatch[]> {
    const terms = questionTerms(question);
    if (terms.length === 0) return [];
    await this.migrate();
    const readings = await this.correctedTerms(terms);
    const words = [...new Set([...readings.values()].flatMap((set) => [...set]))];
    if (words.length === 0) return [];
    const params: unknown[] = [this.namespace, words.map((word) => `'${word}'`).join(" | "), Math.max(options.limit, CANDIDATES)];
    const filter = options.filter ? filterToSql(options.filter, params) : "TRUE";
    // Cheap in SQL: the GIN index finds the books naming a question word and ts_rank keeps the best few dozen; how
    // completely each names the question is then measured here on those few (in SQL it cost more than the search).
    const result = await this.db.query<CatalogRow & { rank: number; title_key: string; author_keys: string[] }>(
      `SELECT b.id, ts_rank(b.names, q.query) AS rank, b.title, b.authors, b.genres, b.year, b.rating, b.ratings_count, b.isbn13,
         b.title_key, b.author_keys
       FROM "${this.schema}".catalog_books b, to_tsquery('simple', $2) AS q(query)
       WHERE b.namespace = $1 AND b.names @@ q.query AND ${filter}
       ORDER BY rank DESC, b.ratings_count DESC NULLS LAST, b.id
       LIMIT $3`,
      params,
    );
    const reading = { words: foldText(question).split(" "), readings };
    return result.rows
      .map((row) => {
        // The name the question comes closest to: its title or one of its authors.
        const matches = [row.title_key, ...row.author_keys].map((key) => matchName(key, reading));
        const best = Math.max(...matches.map((m) => m.named + m.covered + m.phrase));
        const named = best / 3; // how strongly fusion lifts it
        return { id: row.id, score: best + Number(row.rank), named, popularity: row.ratings_count ?? -1, row };
      })
      .sort((a, b) => b.score - a.score || b.popularity - a.popularity || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .slice(0, options.limit)
      .map(({ id, score, named, row }) => ({ id, score, named, metadata: bookMetadata(bookOf(row)) }));
  }

  async ping(): Promise<void> {
    await this.db.ping();
  }

  /**
   * The question's words found in the vocabulary as they are; an unknown word of four letters or more is replaced by
   * the vocabulary words within one edit of it (or very close by trigrams), found through the trigram index and
   * exact lookups of its deletions and neighbour swaps. Each question word maps to the catalog words it stands for
   * (none when it matches nothing).
   */
  private async correctedTerms(terms: string[]): Promise<Map<string, Set<string>>> {
    const variants = terms.map((term) => (term.length >= 4 ? typoVariants(term) : []));
    const result = await this.db.query<{ term: string; word: string; sim: number }>(
      `WITH t AS (SELECT * FROM unnest($2::text[], $3::text[]) AS t(term, variants))
       SELECT t.term, w.word, similarity(w.word, t.term) AS sim
       FROM t JOIN "${this.schema}".catalog_words w ON w.namespace = $1 AND w.word = t.term
       UNION ALL
       SELECT t.term, c.word, c.sim FROM t CROSS JOIN LATERAL (
         SELECT w.word, similarity(w.word, t.term) AS sim FROM "${this.schema}".catalog_words w
         WHERE w.namespace = $1 AND length(t.term) >= 4
           AND NOT EXISTS (SELECT 1 FROM "${this.schema}".catalog_words e WHERE e.namespace = $1 AND e.word = t.term)
           AND (w.word % t.term OR w.word = ANY(string_to_array(t.variants, ' ')))
         ORDER BY w.word = ANY(string_to_array(t.variants, ' ')) DESC, similarity(w.word, t.term) DESC, w.books DESC
         LIMIT ${CORRECTIONS_PER_WORD}
       ) c`,
      [this.namespace, terms, variants.map((list) => list.join(" "))],
    );
    const readings = new Map(terms.map((term) => [term, new Set<string>()]));
    for (const row of result.rows) {
      if (row.word === row.term || withinOneEditOrClose(row.term, row.word, Number(row.sim))) readings.get(row.term)?.add(row.word);
    }
    return readings;
  }
}

/** The columns of `catalog_books` a match is rebuilt from. */
interface CatalogRow {
  id: string;
  title: string;
  authors: string[];
  genres: string[];
  year: number | null;
  rating: number | null;
  ratings_count: number | null;
  isbn13: string | null;
}

function bookOf(row: CatalogRow): Book {
  return {
    id: row.id,
    title: row.title,
    authors: row.authors,
    genres: row.genres,
    year: row.year === null ? null : Number(row.year),
    rating: row.rating === null ? null : Number(row.rating),
    ratingsCount: row.ratings_count === null ? null : Number(row.ratings_count),
    isbn13: row.isbn13,
  };
}

/** As the question is read (`normalizeQuestion`): accents off, lower case, letters and digits separated by single spaces. */
function foldText(text: string): string {
  return normalizeQuestion(text)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

function withinOneEditOrClose(term: string, word: string, similarity: number): boolean {
  return similarity >= CLOSE_SIMILARITY || typoVariants(term).includes(word) || typoVariants(word).includes(term) || sameButOne(term, word);
}

function sameButOne(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let differences = 0;
  for (let i = 0; i < a.length && differences < 2; i++) if (a[i] !== b[i]) differences++;
  return differences === 1;
}

/** "Twilight (Twilight, #1)" → main title "Twilight", series "Twilight"; a title without a series part is its own main title. */
export function splitTitle(title: string): { main: string; series: string | null } {
  const match = /^(.*?)\s*\(([^()]*)\)\s*$/.exec(title);
  if (!match || match[1] === "") return { main: title, series: null };
  const series = match[2].replace(/,?\s*#\s*[\d.–-]+\s*$/, "").trim();
  return { main: match[1], series: series || null };
}
