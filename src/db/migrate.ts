import type { Database, Queryable } from "./database";

/** One numbered schema change. `up` returns the statements for a given schema; they run in one transaction. */
export interface Migration {
  version: number;
  name: string;
  up(schema: string): string[];
}

/** The table, inside each migrated schema, that records which migrations were applied. */
export const MIGRATIONS_TABLE = "schema_migrations";

const SAFE_SCHEMA = /^[a-z][a-z0-9_]{0,62}$/;

/**
 * Brings `schema` up to date: creates it, then applies every migration not yet recorded in its migrations table, in
 * version order, all in one transaction under an advisory lock on the schema. Replicas starting together therefore
 * apply each migration exactly once; the others wait, then find nothing left to do. Returns the versions applied.
 */
export async function migrate(db: Database, schema: string, migrations: readonly Migration[]): Promise<number[]> {
  if (!SAFE_SCHEMA.test(schema)) throw new Error(`unsafe schema name: ${schema}`);
  checkNumbering(migrations);
  return db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock(hashtext($1))", [`migrations:${schema}`]);
    await tx.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    await tx.query(
      `CREATE TABLE IF NOT EXISTS "${schema}".${MIGRATIONS_TABLE} (
         version integer PRIMARY KEY,
         name text NOT NULL,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    const applied = new Set(await appliedVersions(tx, schema));
    const pending = [...migrations].sort((a, b) => a.version - b.version).filter((m) => !applied.has(m.version));
    for (const migration of pending) {
      for (const statement of migration.up(schema)) await tx.query(statement);
      await tx.query(`INSERT INTO "${schema}".${MIGRATIONS_TABLE} (version, name) VALUES ($1, $2)`, [migration.version, migration.name]);
    }
    return pending.map((m) => m.version);
  });
}

async function appliedVersions(tx: Queryable, schema: string): Promise<number[]> {
  const result = await tx.query<{ version: number }>(`SELECT version FROM "${schema}".${MIGRATIONS_TABLE}`);
  return result.rows.map((row) => Number(row.version));
}

function checkNumbering(migrations: readonly Migration[]): void {
  const versions = migrations.map((m) => m.version);
  if (new Set(versions).size !== versions.length || versions.some((v) => !Number.isInteger(v) || v < 1)) {
    throw new Error(`migration versions must be distinct positive integers: ${versions.join(", ")}`);
  }
}

/**
 * `migrate` on first use: every call shares the first success; after a failure the next call tries again (a database
 * that was down may be back). One per store, so a request never waits on migrations after the first.
 */
export function migrateOnce(db: Database, schema: string, migrations: readonly Migration[]): () => Promise<void> {
  let ready: Promise<void> | undefined;
  return () =>
    (ready ??= migrate(db, schema, migrations).then(
      () => undefined,
      (error: unknown) => {
        ready = undefined;
        throw error;
      },
    ));
}
