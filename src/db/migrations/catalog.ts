import type { Migration } from "../migrate";

/**
 * The catalog's book records for lexical search (`<dev|prod>_cbk_07`), beside the vector index: one row per book and
 * namespace, a weighted full-text document (version 2: title A, series and authors B, folded by the writer) and the vocabulary of titles,
 * series and authors with a trigram index for typo correction. `unaccent` is not immutable, so an immutable wrapper
 * (the usual recipe, with the dictionary named) lets generated columns use it.
 */
export const catalogMigrations: readonly Migration[] = [
  {
    version: 1,
    name: "catalog_books",
    up: (schema) => [
      `CREATE EXTENSION IF NOT EXISTS pg_trgm`,
      `CREATE EXTENSION IF NOT EXISTS unaccent`,
      `CREATE FUNCTION "${schema}".catalog_fold(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS
         $$ SELECT lower(unaccent('unaccent'::regdictionary, regexp_replace($1, '[^[:alnum:]]+', ' ', 'g'))) $$`,
      `CREATE FUNCTION "${schema}".catalog_fold_all(text[]) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS
         $$ SELECT coalesce(array_agg("${schema}".catalog_fold(item)), '{}') FROM unnest($1) AS item $$`,
      `CREATE FUNCTION "${schema}".catalog_document(title text, series text, authors text[], genres text[]) RETURNS tsvector
         LANGUAGE sql IMMUTABLE PARALLEL SAFE AS
         $$ SELECT setweight(to_tsvector('simple', coalesce("${schema}".catalog_fold(title), '')), 'A')
                || setweight(to_tsvector('simple', coalesce("${schema}".catalog_fold(series), '')), 'B')
                || setweight(to_tsvector('simple', coalesce("${schema}".catalog_fold(array_to_string(authors, ' ')), '')), 'B')
                || setweight(to_tsvector('simple', coalesce("${schema}".catalog_fold(array_to_string(genres, ' ')), '')), 'D') $$`,
      `CREATE TABLE "${schema}".catalog_books (
         namespace text NOT NULL,
         id text NOT NULL,
         title text NOT NULL,
         main_title text NOT NULL,
         series text,
         authors text[] NOT NULL,
         genres text[] NOT NULL,
         year integer,
         rating double precision,
         ratings_count integer,
         isbn13 text,
         title_key text GENERATED ALWAYS AS ("${schema}".catalog_fold(main_title)) STORED,
         author_keys text[] GENERATED ALWAYS AS ("${schema}".catalog_fold_all(authors)) STORED,
         search tsvector GENERATED ALWAYS AS ("${schema}".catalog_document(main_title, series, authors, genres)) STORED,
         updated_at timestamptz NOT NULL DEFAULT now(),
         PRIMARY KEY (namespace, id)
       )`,
      `CREATE INDEX catalog_books_search_idx ON "${schema}".catalog_books USING gin (search)`,
      `CREATE INDEX catalog_books_authors_idx ON "${schema}".catalog_books USING gin (authors)`,
      `CREATE INDEX catalog_books_genres_idx ON "${schema}".catalog_books USING gin (genres)`,
      `CREATE TABLE "${schema}".catalog_words (
         namespace text NOT NULL,
         word text NOT NULL,
         books integer NOT NULL,
         PRIMARY KEY (namespace, word)
       )`,
      `CREATE INDEX catalog_words_trgm_idx ON "${schema}".catalog_words USING gin (word gin_trgm_ops)`,
    ],
  },
  {
    version: 2,
    name: "catalog_books_names_document",
    // Search over names only (title A; series and authors B), folded by the writer: with genres in the document a
    // genre word matched most of the catalog, and the generated columns' SQL function calls slowed every insert.
    up: (schema) => [
      `DROP INDEX "${schema}".catalog_books_search_idx`,
      // Every search goes through the names index; filters only narrow its candidates, so these cost inserts for nothing.
      `DROP INDEX "${schema}".catalog_books_authors_idx`,
      `DROP INDEX "${schema}".catalog_books_genres_idx`,
      `ALTER TABLE "${schema}".catalog_books DROP COLUMN search, DROP COLUMN title_key, DROP COLUMN author_keys`,
      `DROP FUNCTION "${schema}".catalog_document(text, text, text[], text[])`,
      `ALTER TABLE "${schema}".catalog_books ADD COLUMN title_key text, ADD COLUMN author_keys text[], ADD COLUMN names_key text`,
      `UPDATE "${schema}".catalog_books SET title_key = "${schema}".catalog_fold(main_title),
         author_keys = "${schema}".catalog_fold_all(authors),
         names_key = concat_ws(' ', "${schema}".catalog_fold(series), "${schema}".catalog_fold(array_to_string(authors, ' ')))`,
      `ALTER TABLE "${schema}".catalog_books ALTER COLUMN title_key SET NOT NULL, ALTER COLUMN author_keys SET NOT NULL,
         ALTER COLUMN names_key SET NOT NULL`,
      `DROP FUNCTION "${schema}".catalog_fold_all(text[])`,
      `ALTER TABLE "${schema}".catalog_books ADD COLUMN names tsvector GENERATED ALWAYS AS
         (setweight(to_tsvector('simple'::regconfig, title_key), 'A') || setweight(to_tsvector('simple'::regconfig, names_key), 'B')) STORED`,
      `CREATE INDEX catalog_books_names_idx ON "${schema}".catalog_books USING gin (names)`,
    ],
  },
];
