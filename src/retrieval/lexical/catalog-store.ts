import type { Database } from "../../db/database";
import { migrate } from "../../db/migrate";
import { catalogMigrations } from "../../db/migrations/catalog";
import type { Book } from "../book";
import type { MetadataFilter } from "../metadata-filter";
import { filterToSql } from "./filter-sql";
import { questionTerms, typoVariants } from "./question-terms";

/** One book found by words: `named` (0..1) is how completely its title or an author's name appears in the question. */
export interface LexicalMatch {
  id: string;
  score: number;
  named: number;
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

/**
 * The catalog table in PostgreSQL (server or PGlite): full-text search over title, series, authors and genres
 * (`to_tsvector('simple', unaccent(...))`, weighted), with unknown question words corrected against the catalog's
 * own vocabulary by `pg_trgm` (plus exact lookups of the word's deletions and swaps, which trigrams miss in short
 * words), ranked by how completely a title or an author's name appears in the question (`word_similarity`).
 */
export class PostgresCatalog implements LexicalSearch, CatalogWriter {
  private ready: Promise<unknown> | null = null;

  constructor(
    private readonly db: Database,
    private readonly schema: string,
    readonly namespace = "",
  ) {}

  /** Applies the catalog migrations once per instance. */
  migrate(): Promise<unknown> {
    this.ready ??= migrate(this.db, this.schema, catalogMigrations).catch((error: unknown) => {
      this.ready = null;
      throw error;
    });
    return this.ready;
  }

  async upsert(books: readonly Book[]): Promise<void> {
    if (books.length === 0) return;
    await this.migrate();
    const rows = books.map((book) => {
      const { main, series } = splitTitle(book.title);
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
      };
    });
    await this.db.query(
      `INSERT INTO "${this.schema}".catalog_books AS b (namespace, id, title, main_title, series, authors, genres, year, rating, ratings_count, isbn13)
       SELECT $1, r.id, r.title, r.main_title, r.series, r.authors, r.genres, r.year, r.rating, r.ratings_count, r.isbn13
       FROM json_to_recordset($2::json) AS r(id text, title text, main_title text, series text, authors text[], genres text[],
         year integer, rating double precision, ratings_count integer, isbn13 text)
       ON CONFLICT (namespace, id) DO UPDATE SET title = excluded.title, main_title = excluded.main_title, series = excluded.series,
         authors = excluded.authors, genres = excluded.genres, year = excluded.year, rating = excluded.rating,
         ratings_count = excluded.ratings_count, isbn13 = excluded.isbn13, updated_at = now()`,
      [this.namespace, JSON.stringify(rows)],
    );
  }

  /** Rebuilds the namespace's vocabulary (title, series and author words with their book counts). */
  async refresh(): Promise<void> {
    await this.migrate();
    await this.db.transaction(async (tx) => {
      await tx.query(`DELETE FROM "${this.schema}".catalog_words WHERE namespace = $1`, [this.namespace]);
      await tx.query(
        `INSERT INTO "${this.schema}".catalog_words (namespace, word, books)
         SELECT $1, t.lexeme, count(*) FROM "${this.schema}".catalog_books b, unnest(b.search) t
         WHERE b.namespace = $1 AND t.weights && ARRAY['A', 'B'] AND length(t.lexeme) >= 2
         GROUP BY t.lexeme`,
        [this.namespace],
      );
    });
    // Fresh statistics, or the planner scans the whole table instead of using the GIN indexes; and the GIN pending
    // lists (fast inserts during ingest) merged, or every search scans them linearly.
    for (const table of ["catalog_books", "catalog_words"]) await this.db.query(`ANALYZE "${this.schema}".${table}`);
    for (const index of ["catalog_books_search_idx", "catalog_words_trgm_idx"]) {
      await this.db.query(`SELECT gin_clean_pending_list($1::regclass)`, [`"${this.schema}".${index}`]);
    }
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
    const words = await this.correctedTerms(terms);
    if (words.length === 0) return [];
    const params: unknown[] = [this.namespace, words.join(" | "), question, options.limit];
    const filter = options.filter ? filterToSql(options.filter, params) : "TRUE";
    const s = `"${this.schema}"`;
    const result = await this.db.query<{ id: string; score: number; named: number }>(
      `WITH q AS (SELECT to_tsquery('simple', $2) AS query, ${s}.catalog_fold($3) AS text)
       SELECT id, named + ts_rank(search, q.query) AS score, named FROM (
         SELECT b.id, b.search, b.ratings_count,
                greatest(word_similarity(b.title_key, q.text),
                         (SELECT coalesce(max(word_similarity(a, q.text)), 0) FROM unnest(b.author_keys) a)) AS named
         FROM ${s}.catalog_books b, q
         WHERE b.namespace = $1 AND b.search @@ q.query AND ${filter}
       ) m, q
       ORDER BY score DESC, ratings_count DESC NULLS LAST, id
       LIMIT $4`,
      params,
    );
    return result.rows.map((row) => ({ id: row.id, score: Number(row.score), named: Number(row.named) }));
  }

  async ping(): Promise<void> {
    await this.db.ping();
  }

  /**
   * The question's words found in the vocabulary as they are; an unknown word of four letters or more is replaced by
   * the vocabulary words within one edit of it (or very close by trigrams), found through the trigram index and
   * exact lookups of its deletions and neighbour swaps. Words matching nothing are dropped.
   */
  private async correctedTerms(terms: string[]): Promise<string[]> {
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
    const words = new Set<string>();
    for (const row of result.rows) {
      if (row.word === row.term || withinOneEditOrClose(row.term, row.word, Number(row.sim))) words.add(row.word);
    }
    return [...words].map((word) => `'${word}'`);
  }
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
