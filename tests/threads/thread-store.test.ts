import { migrate } from "../../src/db/migrate";
import { conversationMigrations } from "../../src/db/migrations/conversation";
import { InMemoryThreadStore } from "../../src/memory/short-term/in-memory-thread-store";
import { PostgresThreadStore } from "../../src/memory/short-term/postgres-thread-store";
import type { ThreadStore } from "../../src/memory/short-term/thread-store";
import { createPgliteTestDatabase, createServerTestDatabase, type TestDatabase } from "../support/databases";

const thread = (text: string) => ({ type: "json", bytes: new TextEncoder().encode(JSON.stringify({ text })) });
const textOf = (stored: { bytes: Uint8Array } | undefined) =>
  stored ? (JSON.parse(new TextDecoder().decode(stored.bytes)) as { text: string }).text : undefined;

interface Backend {
  store: ThreadStore;
  /** Makes every thread look untouched for `days`. */
  age(days: number): Promise<void>;
  close(): Promise<void>;
}

async function postgresBackend(open: () => Promise<TestDatabase>): Promise<Backend> {
  const test = await open();
  const store = new PostgresThreadStore(test.db, "dev_cbk_08");
  return {
    store,
    age: async (days) => {
      await migrate(test.db, "dev_cbk_08", conversationMigrations);
      await test.db.query(`UPDATE dev_cbk_08.threads SET updated_at = now() - make_interval(days => $1)`, [days]);
    },
    close: () => test.drop(),
  };
}

const backends: Array<[string, () => Promise<Backend>]> = [
  [
    "in-memory",
    () => {
      const store = new InMemoryThreadStore();
      const realNow = Date.now;
      return Promise.resolve({
        store,
        age: (days) => {
          const shifted = realNow() + days * 86_400_000 + 1000;
          jest.spyOn(Date, "now").mockImplementation(() => shifted);
          return Promise.resolve();
        },
        close: () => {
          jest.restoreAllMocks();
          return Promise.resolve();
        },
      });
    },
  ],
  ["embedded PGlite", () => postgresBackend(() => createPgliteTestDatabase())],
  ["PostgreSQL server", () => postgresBackend(createServerTestDatabase)],
];

describe.each(backends)("thread store contract: %s", (_name, open) => {
  let backend: Backend;
  beforeEach(async () => (backend = await open()));
  afterEach(() => backend.close());

  it("keeps one latest checkpoint per thread key and loads it back byte for byte", async () => {
    const { store } = backend;
    expect(await store.load("u1/t1")).toBeUndefined();
    await store.save("u1/t1", "u1", thread("first"));
    await store.save("u1/t1", "u1", thread("second"));
    await store.save("u2/t1", "u2", thread("other user"));
    expect(textOf(await store.load("u1/t1"))).toBe("second");
    expect(textOf(await store.load("u2/t1"))).toBe("other user");
    expect((await store.load("u1/t1"))?.type).toBe("json");
  });

  it("deletes one thread, then all threads of one user, leaving other users' threads", async () => {
    const { store } = backend;
    await store.save("u1/a", "u1", thread("a"));
    await store.save("u1/b", "u1", thread("b"));
    await store.save("u2/a", "u2", thread("keep"));
    expect(await store.delete("u1/a")).toBe(true);
    expect(await store.delete("u1/a")).toBe(false);
    expect(await store.deleteUser("u1")).toBe(1);
    expect(await store.deleteUser("u1")).toBe(0);
    expect(textOf(await store.load("u2/a"))).toBe("keep");
  });

  it("purges threads untouched for the TTL and keeps the rest", async () => {
    const { store } = backend;
    await store.save("u1/old", "u1", thread("old"));
    await backend.age(31);
    await store.save("u1/new", "u1", thread("new"));
    expect(await store.purgeIdle(30)).toBe(1);
    expect(await store.load("u1/old")).toBeUndefined();
    expect(textOf(await store.load("u1/new"))).toBe("new");
  });
});
