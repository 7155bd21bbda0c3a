import { randomBytes } from "node:crypto";
import { Client } from "pg";
import type { Database } from "../../src/db/database";
import { createPgDatabase } from "../../src/db/pg-database";
import { createPgliteDatabase } from "../../src/db/pglite-database";

/** The machine's PostgreSQL server; .ci/run sets it, and a developer machine has the same default. */
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

export interface TestDatabase {
  db: Database;
  url?: string;
  drop(): Promise<void>;
}

/** A brand-new database on the real server, so test files never share schemas; dropped afterwards. */
export async function createServerTestDatabase(): Promise<TestDatabase> {
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const admin = new Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const db = createPgDatabase(url.toString());
  return {
    db,
    url: url.toString(),
    async drop() {
      await db.close();
      const cleanup = new Client({ connectionString: TEST_DATABASE_URL });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export async function createPgliteTestDatabase(dataDir?: string): Promise<TestDatabase> {
  const db = await createPgliteDatabase(dataDir);
  return { db, drop: () => db.close() };
}
