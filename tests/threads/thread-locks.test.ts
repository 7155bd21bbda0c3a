import { LocalThreadLocks } from "../../src/memory/short-term/local-thread-locks";
import { PostgresThreadLocks } from "../../src/memory/short-term/postgres-thread-locks";
import type { ThreadLocks } from "../../src/memory/short-term/thread-locks";
import { createServerTestDatabase, type TestDatabase } from "../support/databases";

const live = () => new AbortController().signal;
const tick = (ms = 20) => new Promise((resolve) => setTimeout(resolve, ms));

interface Replicas {
  /** Two lock holders that must exclude each other (two replicas, or one process for the local locks). */
  a: ThreadLocks;
  b: ThreadLocks;
  close(): Promise<void>;
}

const backends: Array<[string, () => Promise<Replicas>]> = [
  [
    "in-process",
    () => {
      const locks = new LocalThreadLocks();
      return Promise.resolve({ a: locks, b: locks, close: () => locks.close() });
    },
  ],
  [
    "PostgreSQL advisory locks, two pools",
    async () => {
      const database: TestDatabase = await createServerTestDatabase();
      const a = new PostgresThreadLocks(database.url!);
      const b = new PostgresThreadLocks(database.url!);
      return {
        a,
        b,
        close: async () => {
          await Promise.all([a.close(), b.close()]);
          await database.drop();
        },
      };
    },
  ],
];

describe.each(backends)("thread locks contract: %s", (_name, open) => {
  let replicas: Replicas;
  beforeEach(async () => (replicas = await open()));
  afterEach(() => replicas.close());

  it("lets one holder at a time have a thread; the waiter gets it when released; other threads are free", async () => {
    const releaseA = await replicas.a.acquire("u/t", 5000, live());
    expect(releaseA).toBeDefined();
    let bGranted = false;
    const waiting = replicas.b.acquire("u/t", 5000, live()).then((release) => ((bGranted = release !== undefined), release));
    const other = await replicas.b.acquire("u/other", 1000, live());
    expect(other).toBeDefined();
    await tick(100);
    expect(bGranted).toBe(false);
    await releaseA!();
    const releaseB = await waiting;
    expect(bGranted).toBe(true);
    await releaseB!();
    await other!();
  });

  it("gives up after the timeout while the thread stays busy, and when the waiter's signal aborts", async () => {
    const release = await replicas.a.acquire("u/t", 5000, live());
    const started = Date.now();
    expect(await replicas.b.acquire("u/t", 200, live())).toBeUndefined();
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    const gone = new AbortController();
    const waiting = replicas.b.acquire("u/t", 5000, gone.signal);
    await tick(50);
    gone.abort();
    expect(await waiting).toBeUndefined();
    await release!();
    const again = await replicas.b.acquire("u/t", 1000, live());
    expect(again).toBeDefined();
    await again!();
    await again!(); // releasing twice is harmless
  });
});
