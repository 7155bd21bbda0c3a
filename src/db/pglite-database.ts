import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import type { Database, Queryable, QueryResult } from "./database";

/**
 * Embedded PostgreSQL (WASM) on disk under `dataDir`, or in memory when dataDir is undefined (tests).
 * The `pg_trgm` and `unaccent` contrib extensions are available (the catalog's lexical search creates them).
 * PGlite serialises queries itself and its transaction() holds an exclusive lock, so concurrent callers are safe.
 */
export async function createPgliteDatabase(dataDir?: string): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create({ dataDir, extensions: { pg_trgm, unaccent } });
  const adapt = (target: Pick<PGlite, "query">): Queryable => ({
    async query<Row>(sql: string, params: unknown[] = []): Promise<QueryResult<Row>> {
      const result = await target.query<Row>(sql, params);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
  });
  return {
    kind: "pglite",
    ...adapt(db),
    transaction: (work) => db.transaction((tx) => work(adapt(tx))),
    async script(sql) {
      return (await db.exec(sql)).map((r) => ({ rows: r.rows, rowCount: r.affectedRows ?? r.rows.length }));
    },
    async ping() {
      await db.query("SELECT 1");
    },
    async close() {
      if (!db.closed) await db.close();
    },
  };
}
