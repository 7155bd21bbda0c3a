import { migrate, MIGRATIONS_TABLE, type Migration } from "../../src/db/migrate";
import { conversationMigrations } from "../../src/db/migrations/conversation";
import { createPgDatabase } from "../../src/db/pg-database";
import { createPgliteTestDatabase, createServerTestDatabase, type TestDatabase } from "../support/databases";

const first: Migration = { version: 1, name: "books", up: (s) => [`CREATE TABLE "${s}".books (id text PRIMARY KEY)`] };
const second: Migration = { version: 2, name: "books_title", up: (s) => [`ALTER TABLE "${s}".books ADD COLUMN title text`] };

describe.each([
  ["embedded PGlite", () => createPgliteTestDatabase()],
  ["PostgreSQL server", createServerTestDatabase],
])("migrate (%s)", (_name, create: () => Promise<TestDatabase>) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await create();
  });
  afterAll(() => test.drop());

  it("applies pending migrations in order, once, and records each in the migrations table", async () => {
    expect(await migrate(test.db, "m_order", [second, first])).toEqual([1, 2]);
    expect(await migrate(test.db, "m_order", [first, second])).toEqual([]);
    const recorded = await test.db.query<{ version: number; name: string }>(
      `SELECT version, name FROM m_order.${MIGRATIONS_TABLE} ORDER BY version`,
    );
    expect(recorded.rows).toEqual([
      { version: 1, name: "books" },
      { version: 2, name: "books_title" },
    ]);
    await test.db.query(`INSERT INTO m_order.books (id, title) VALUES ('b1', 'Dune')`);
  });

  it("applies only what is new when a later version ships", async () => {
    expect(await migrate(test.db, "m_later", [first])).toEqual([1]);
    expect(await migrate(test.db, "m_later", [first, second])).toEqual([2]);
  });

  it("rolls a failed migration back entirely and records nothing", async () => {
    const broken: Migration = { version: 2, name: "broken", up: (s) => [`ALTER TABLE "${s}".books ADD COLUMN x int`, "SELECT 1/0"] };
    await migrate(test.db, "m_broken", [first]);
    await expect(migrate(test.db, "m_broken", [first, broken])).rejects.toThrow();
    const columns = await test.db.query(
      `SELECT column_name FROM information_schema.columns WHERE table_schema = 'm_broken' AND column_name = 'x'`,
    );
    expect(columns.rows).toEqual([]);
    expect((await test.db.query(`SELECT version FROM m_broken.${MIGRATIONS_TABLE}`)).rows).toEqual([{ version: 1 }]);
  });

  it("adopts a table created before migrations existed", async () => {
    await test.db.query(`CREATE SCHEMA legacy_cbk_06`);
    await test.db.query(
      `CREATE TABLE legacy_cbk_06.user_memories (id uuid PRIMARY KEY, user_id text NOT NULL, kind text NOT NULL, text text NOT NULL,
         source_thread_id text, created_at timestamptz NOT NULL DEFAULT now())`,
    );
    await test.db.query(
      `INSERT INTO legacy_cbk_06.user_memories (id, user_id, kind, text) VALUES (gen_random_uuid(), 'u', 'note', 'kept')`,
    );
    expect(await migrate(test.db, "legacy_cbk_06", conversationMigrations)).toEqual([1, 2]);
    expect((await test.db.query(`SELECT text FROM legacy_cbk_06.user_memories`)).rows).toEqual([{ text: "kept" }]);
  });

  it("refuses unsafe schema names and duplicate versions", async () => {
    await expect(migrate(test.db, 'x"; DROP TABLE y; --', [first])).rejects.toThrow(/unsafe schema name/);
    await expect(migrate(test.db, "m_dupes", [first, { ...second, version: 1 }])).rejects.toThrow(/distinct/);
  });
});

describe("migrate across replicas (PostgreSQL server)", () => {
  it("five processes' pools starting together apply each migration exactly once", async () => {
    const server = await createServerTestDatabase();
    const pools = Array.from({ length: 5 }, () => createPgDatabase(server.url!));
    try {
      const applied = await Promise.all(pools.map((db) => migrate(db, "dev_cbk_08", conversationMigrations)));
      expect(applied.flat()).toEqual([1, 2]);
      const recorded = await server.db.query(`SELECT version FROM dev_cbk_08.${MIGRATIONS_TABLE} ORDER BY version`);
      expect(recorded.rows).toEqual([{ version: 1 }, { version: 2 }]);
    } finally {
      await Promise.all(pools.map((db) => db.close()));
      await server.drop();
    }
  });
});
