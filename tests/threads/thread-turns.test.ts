import { migrate } from "../../src/db/migrate";
import { conversationMigrations } from "../../src/db/migrations/conversation";
import { PostgresMemoryStore } from "../../src/memory/long-term/postgres-store";
import { ComposedThreadTurns } from "../../src/memory/short-term/composed-thread-turns";
import { InMemoryThreadStore } from "../../src/memory/short-term/in-memory-thread-store";
import { LocalThreadLocks } from "../../src/memory/short-term/local-thread-locks";
import { PostgresThreadLocks } from "../../src/memory/short-term/postgres-thread-locks";
import { PostgresThreadStore } from "../../src/memory/short-term/postgres-thread-store";
import { PostgresThreadTurns } from "../../src/memory/short-term/postgres-thread-turns";
import type { ThreadTurns } from "../../src/memory/short-term/thread-turns";
import { createPgliteTestDatabase, createServerTestDatabase, type TestDatabase } from "../support/databases";

const live = () => new AbortController().signal;
const tick = (ms = 20) => new Promise((resolve) => setTimeout(resolve, ms));
/** Bytes no text literal could hold as such: quotes, backslashes, a NUL, every byte value. */
const AWKWARD = Uint8Array.from([0x27, 0x5c, 0x00, 0x3b, ...Array.from({ length: 256 }, (_, i) => i)]);
/** A key with a quote, a backslash and a semicolon: it must reach the database as a value, never as SQL. */
const KEY = "o'brien\\x;--/t'1";
const bytesOf = (text: string) => new TextEncoder().encode(text);

interface Backend {
  /** Two holders that must exclude each other (two replicas on a server). */
  a: ThreadTurns;
  b: ThreadTurns;
  /** Makes every later save fail. */
  breakSaves(): Promise<void>;
  close(): Promise<void>;
}

const backends: Array<[string, () => Promise<Backend>]> = [
  [
    "in-process locks and store",
    () => {
      const store = new InMemoryThreadStore();
      const turns = new ComposedThreadTurns(new LocalThreadLocks(), store);
      return Promise.resolve({
        a: turns,
        b: turns,
        breakSaves: () => {
          jest.spyOn(store, "save").mockRejectedValue(new Error("store down"));
          return Promise.resolve();
        },
        close: () => {
          jest.restoreAllMocks();
          return Promise.resolve();
        },
      });
    },
  ],
  [
    "in-process locks, embedded PGlite store",
    async () => {
      const database = await createPgliteTestDatabase();
      const turns = new ComposedThreadTurns(new LocalThreadLocks(), new PostgresThreadStore(database.db, "dev_cbk_08"));
      return {
        a: turns,
        b: turns,
        breakSaves: () => forbidSaves(database.db),
        close: () => database.drop(),
      };
    },
  ],
  [
    "PostgreSQL server, two replicas",
    async () => {
      const database = await createServerTestDatabase();
      const locks = [new PostgresThreadLocks(database.url!), new PostgresThreadLocks(database.url!)];
      const store = new PostgresThreadStore(database.db, "dev_cbk_08");
      return {
        a: new PostgresThreadTurns(locks[0], store),
        b: new PostgresThreadTurns(locks[1], store),
        breakSaves: () => forbidSaves(database.db),
        close: async () => {
          await Promise.all(locks.map((lock) => lock.close()));
          await database.drop();
        },
      };
    },
  ],
];

async function forbidSaves(db: Parameters<typeof migrate>[0]): Promise<void> {
  await migrate(db, "dev_cbk_08", conversationMigrations);
  await db.query("ALTER TABLE dev_cbk_08.threads ADD CONSTRAINT no_saves CHECK (false) NOT VALID");
}

describe.each(backends)("thread turns contract: %s", (_name, open) => {
  let backend: Backend;
  beforeEach(async () => (backend = await open()));
  afterEach(() => backend.close());

  it("loads nothing for a new thread, saves once, and the next turn loads it byte for byte", async () => {
    const first = await backend.a.hold(KEY, 1000, live());
    expect(first).toMatchObject({ thread: undefined, loaded: true });
    await first!.saveAndRelease({ type: "bytes'\\", bytes: AWKWARD });
    const second = await backend.b.hold(KEY, 1000, live());
    expect(second?.thread?.type).toBe("bytes'\\");
    expect([...second!.thread!.bytes]).toEqual([...AWKWARD]);
    await second!.release();
    await second!.release(); // releasing twice is harmless
  });

  it("makes a waiting turn wait for the holder's save, then load what it saved", async () => {
    const holder = await backend.a.hold("u/t", 1000, live());
    let granted = false;
    const waiting = backend.b.hold("u/t", 5000, live()).then((held) => ((granted = held !== undefined), held));
    await tick(100);
    expect(granted).toBe(false);
    await holder!.saveAndRelease({ type: "json", bytes: bytesOf("saved by the first turn") });
    const next = await waiting;
    expect(new TextDecoder().decode(next!.thread!.bytes)).toBe("saved by the first turn");
    await next!.release();
  });

  it("leaves the stored thread as it was when a turn releases without saving, and refuses after the timeout", async () => {
    const first = await backend.a.hold("u/t", 1000, live());
    await first!.saveAndRelease({ type: "json", bytes: bytesOf("kept") });
    const unsaved = await backend.a.hold("u/t", 1000, live());
    expect(await backend.b.hold("u/t", 200, live())).toBeUndefined();
    await unsaved!.release();
    const after = await backend.b.hold("u/t", 1000, live());
    expect(new TextDecoder().decode(after!.thread!.bytes)).toBe("kept");
    await after!.release();
  });

  it("releases the thread when its save fails, and reports the failure", async () => {
    await backend.breakSaves();
    const held = await backend.a.hold("u/t", 1000, live());
    await expect(held!.saveAndRelease({ type: "json", bytes: bytesOf("lost") })).rejects.toThrow();
    const next = await backend.b.hold("u/t", 1000, live());
    expect(next).toMatchObject({ thread: undefined, loaded: true });
    await next!.release();
  });
});

describe("thread turns on a PostgreSQL server with the long-term memories: the recall read with the thread", () => {
  /** A user id with a quote, a backslash and a semicolon (a thread key's user part holds no `/`). */
  const USER = "o'brien\\x;--";
  let database: TestDatabase;
  let locks: PostgresThreadLocks;
  let memories: PostgresMemoryStore;
  let turns: PostgresThreadTurns;
  beforeAll(async () => {
    database = await createServerTestDatabase();
    locks = new PostgresThreadLocks(database.url!);
    memories = new PostgresMemoryStore(database.db, "dev_cbk_08");
    turns = new PostgresThreadTurns(locks, new PostgresThreadStore(database.db, "dev_cbk_08"), memories);
    await memories.save(USER, [
      { kind: "favorite_genre", text: "Favorite genre: sea stories" },
      { kind: "note", text: "reads o'brien\\ novels; at night" },
      { kind: "likes", text: "Likes: whales" },
    ]);
  });
  afterAll(async () => {
    await locks.close();
    await database.drop();
  });

  it.each([
    ["whales and sea stories", ["Favorite genre: sea stories", "Likes: whales"]],
    ["o'brien\\ novels at night", ["reads o'brien\\ novels; at night", "Likes: whales"]],
    ["", ["Likes: whales", "reads o'brien\\ novels; at night"]],
  ])("recalls for %p exactly what the store's own recall returns", async (query, texts) => {
    const recall = { userId: USER, query, limit: 2 };
    const held = await turns.hold(`${USER}/t`, 1000, live(), recall);
    expect(held).toMatchObject({ thread: undefined, loaded: true });
    expect(held!.recalled?.query).toBe(recall);
    expect(held!.recalled?.memories.map((memory) => memory.text)).toEqual(texts);
    expect(held!.recalled?.memories).toEqual(await memories.recall(USER, query, 2));
    await held!.release();
  });

  it("reads no recall when none is asked", async () => {
    const held = await turns.hold(`${USER}/t`, 1000, live());
    expect(held!.recalled).toBeUndefined();
    await held!.release();
  });

  it("holds and loads the thread all the same when the server refuses the recall, and leaves the recall to the node", async () => {
    const first = await turns.hold(`${USER}/t`, 1000, live());
    await first!.saveAndRelease({ type: "json", bytes: bytesOf("kept") });
    await database.db.query("DROP TABLE dev_cbk_08.user_memories");
    const held = await turns.hold(`${USER}/t`, 1000, live(), { userId: USER, query: "whales", limit: 2 });
    expect(held).toMatchObject({ loaded: true, recalled: undefined });
    expect(new TextDecoder().decode(held!.thread!.bytes)).toBe("kept");
    // It holds the thread: another turn is refused until it is saved and released.
    expect(await turns.hold(`${USER}/t`, 100, live())).toBeUndefined();
    await held!.saveAndRelease({ type: "json", bytes: bytesOf("saved without memories") });
    const next = await turns.hold(`${USER}/t`, 1000, live());
    expect(new TextDecoder().decode(next!.thread!.bytes)).toBe("saved without memories");
    await next!.release();
  });
});
