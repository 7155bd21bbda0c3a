/**
 * Thread memory in PostgreSQL, against the in-process store it replaced, in one run:
 * 1. the latency one turn's thread handling adds (lock and load, save and unlock of a 20-message thread): in-process
 *    store and locks vs the real PostgreSQL server's table and advisory locks (goal: at most 1 ms more at p50);
 * 2. a turn's database work with the user's long-term recall (lock and load, recall, save and unlock of a 20-message
 *    thread): the recall as its own round trip, as before, against the recall read with the thread's lock and load;
 * 3. the service's resident memory after 10,000 threads (memory profile, own process, full GC before each reading),
 *    with threads in PostgreSQL (goal: at most 150 MB above idle) and, as the baseline, in the process.
 */
import { startLocalModelServer } from "../scripts/local-model-server";
import { PostgresMemoryStore } from "../src/memory/long-term/postgres-store";
import type { RecallQuery } from "../src/memory/long-term/recall-query";
import { InMemoryThreadStore } from "../src/memory/short-term/in-memory-thread-store";
import { LocalThreadLocks } from "../src/memory/short-term/local-thread-locks";
import { PostgresThreadLocks } from "../src/memory/short-term/postgres-thread-locks";
import { PostgresThreadStore } from "../src/memory/short-term/postgres-thread-store";
import { PostgresThreadTurns } from "../src/memory/short-term/postgres-thread-turns";
import { ThreadMemory } from "../src/memory/short-term/thread-memory";
import { createServerTestDatabase } from "../tests/support/databases";
import { spawnServer } from "./support/child-server";
import type { Figure } from "./support/figure";
import { createHttpClient, eventNames } from "./support/http-client";
import { INSTANT_REPLY } from "./support/instant-reply";
import { interleavedMedians } from "./support/interleaved";
import { serviceEnv } from "./support/service-env";
import { throughput, sequential } from "./support/load";
import { median, percentile, round } from "./support/stats";

type Log = (line: string) => void;

export async function runThreadsBench(options: { threads?: number; turns?: number; log?: Log } = {}): Promise<Figure[]> {
  const log = options.log ?? ((line: string) => console.log(line));
  const turn = await turnLatency(options.turns ?? 2000, log);
  const recall = await recallLatency(options.turns ?? 2000, log);
  const rss = await residentAfterThreads(options.threads ?? 10_000, log);
  return [
    { name: "thread_turn_in_process_p50_ms", value: round(turn.local, 3), unit: "ms", note: "baseline" },
    { name: "thread_turn_postgres_p50_ms", value: round(turn.postgres, 3), unit: "ms" },
    { name: "thread_turn_added_p50_ms", value: round(turn.postgres - turn.local, 3), unit: "ms", target: { op: "<=", value: 1 } },
    { name: "thread_turn_postgres_p99_ms", value: round(turn.postgresP99, 3), unit: "ms" },
    { name: "thread_turn_recall_apart_p50_ms", value: round(recall.apart, 3), unit: "ms", note: "baseline: recall in its own round trip" },
    { name: "thread_turn_recall_with_load_p50_ms", value: round(recall.withLoad, 3), unit: "ms" },
    { name: "rss_10k_threads_in_process_above_idle_mb", value: round(rss.inProcess, 1), unit: "MB", note: "baseline" },
    { name: "rss_10k_threads_postgres_above_idle_mb", value: round(rss.postgres, 1), unit: "MB", target: { op: "<=", value: 150 } },
  ];
}

/** A realistic thread: 20 messages of a few sentences each, as the memory profile keeps at most. */
const MESSAGES = Array.from({ length: 20 }, (_, i) => ({
  role: i % 2 === 0 ? "user" : "assistant",
  content: `Message ${i}: a reader's question or the assistant's answer about novels, authors and what to read next.`.repeat(3),
}));

const LIVE = new AbortController().signal;

async function timeTurns(threads: ThreadMemory, turns: number): Promise<number[]> {
  let i = 0;
  return sequential(
    async () => {
      const started = performance.now();
      await oneTurn(threads, i++);
      return performance.now() - started;
    },
    turns,
    Math.min(200, turns),
  );
}

/** One turn of thread `i % 100`: admitted (with `recall` read alongside when given), `during` it, then saved. */
async function oneTurn(threads: ThreadMemory, i: number, recall?: RecallQuery, during?: () => Promise<unknown>): Promise<void> {
  const key = threads.key("reader", `thread-${i % 100}`);
  const admitted = await threads.admit(key, LIVE, recall);
  await admitted.run(async () => {
    await during?.();
    const config = { configurable: { thread_id: key, checkpoint_ns: "" } };
    const previous = await threads.checkpointer.getTuple(config);
    const checkpoint = {
      v: 4,
      id: `cp-${i}`,
      ts: new Date().toISOString(),
      channel_values: { messages: MESSAGES },
      channel_versions: {},
      versions_seen: {},
    };
    await threads.checkpointer.put({ configurable: { ...config.configurable, checkpoint_id: previous?.checkpoint.id } }, checkpoint, {
      source: "loop",
      step: 1,
      parents: {},
    });
    return "ok" as const;
  });
}

async function turnLatency(turns: number, log: Log) {
  const local = await timeTurns(
    new ThreadMemory({ store: new InMemoryThreadStore(), locks: new LocalThreadLocks(), lockTimeoutMs: 1000 }),
    turns,
  );
  const database = await createServerTestDatabase();
  const locks = new PostgresThreadLocks(database.url!);
  try {
    const store = new PostgresThreadStore(database.db, "dev_cbk_08");
    // As the service runs it: lock and load in one round trip, save and unlock in another.
    const threads = new ThreadMemory({ store, locks, turns: new PostgresThreadTurns(locks, store), lockTimeoutMs: 1000 });
    const postgres = await timeTurns(threads, turns);
    log(
      `thread turn: in-process p50 ${round(median(local), 3)} ms; PostgreSQL p50 ${round(median(postgres), 3)} ms, p99 ${round(percentile(postgres, 99), 3)} ms`,
    );
    return { local: median(local), postgres: median(postgres), postgresP99: percentile(postgres, 99) };
  } finally {
    await locks.close();
    await database.drop();
  }
}

/** Memories of the benchmark's reader: 50, as 10 turns of 5 facts each would leave them; 2 match the query. */
const MEMORY_TEXTS = Array.from({ length: 50 }, (_, i) =>
  i % 25 === 0 ? `Likes: science fiction, take ${i}` : `Note ${i}: reads on trains`,
);

async function recallLatency(turns: number, log: Log) {
  const database = await createServerTestDatabase();
  const locks = new PostgresThreadLocks(database.url!);
  try {
    const store = new PostgresThreadStore(database.db, "dev_cbk_08");
    const memories = new PostgresMemoryStore(database.db, "dev_cbk_08");
    for (let i = 0; i < MEMORY_TEXTS.length; i += 5) {
      await memories.save(
        "reader",
        MEMORY_TEXTS.slice(i, i + 5).map((text) => ({ kind: "note" as const, text })),
      );
    }
    const recall: RecallQuery = { userId: "reader", query: "Recommend a thoughtful science fiction novel", limit: 5 };
    const apart = new ThreadMemory({ store, locks, turns: new PostgresThreadTurns(locks, store), lockTimeoutMs: 1000 });
    const withLoad = new ThreadMemory({ store, locks, turns: new PostgresThreadTurns(locks, store, memories), lockTimeoutMs: 1000 });
    let i = 0;
    const medians = await interleavedMedians(
      [
        { name: "apart", task: () => oneTurn(apart, i++, undefined, () => memories.recall(recall.userId, recall.query, recall.limit)) },
        { name: "with load", task: () => oneTurn(withLoad, i++, recall) },
      ],
      { rounds: 5, perRound: Math.ceil(turns / 5), warmup: 200 },
    );
    const result = { apart: medians.get("apart")!, withLoad: medians.get("with load")! };
    log(
      `thread turn with the long-term recall: apart p50 ${round(result.apart, 3)} ms; read with the load p50 ${round(result.withLoad, 3)} ms`,
    );
    return result;
  } finally {
    await locks.close();
    await database.drop();
  }
}

async function residentAfterThreads(threads: number, log: Log) {
  const llm = await startLocalModelServer({ pricing: "per_million", defaultReply: INSTANT_REPLY });
  const database = await createServerTestDatabase();
  try {
    const inProcess = await growth(llm.url, threads, {}, log, "in process");
    const postgres = await growth(llm.url, threads, { MEMORY_BACKEND: "postgres", DB_ADDON_URI: database.url! }, log, "PostgreSQL");
    return { inProcess, postgres };
  } finally {
    await database.drop();
    await llm.close();
  }
}

async function growth(llmUrl: string, threads: number, env: Record<string, string>, log: Log, label: string): Promise<number> {
  const service = await spawnServer("bench/support/service-entry.ts", serviceEnv("memory", llmUrl, { LOG_LEVEL: "warn", ...env }), [
    "--expose-gc",
  ]);
  const client = createHttpClient(service.url, { maxSockets: 16 });
  const body = (i: number) => ({
    prompt: "Recommend a thoughtful novel for a long train ride",
    thread_id: `thread-${i}`,
    user_id: `reader-${i % 500}`,
  });
  try {
    for (let i = 0; i < 50; i++) await client.post("/agent/run", body(threads + i));
    const idle = await settledRss(service);
    let failed = 0;
    const perSecond = await throughput(
      async (i) => {
        const result = await client.post("/agent/run", body(i));
        if (result.status !== 200 || eventNames(result.body).at(-1) !== "done") failed++;
      },
      threads,
      16,
    );
    const after = await settledRss(service);
    log(
      `${label}: ${threads} threads at ${round(perSecond, 0)} turns/s (${failed} failed); RSS idle ${round(idle, 1)} MB, after ${round(after, 1)} MB`,
    );
    return after - idle;
  } finally {
    client.close();
    await service.stop();
  }
}

async function settledRss(service: { signal(name: NodeJS.Signals): void; rssMb(): number }): Promise<number> {
  service.signal("SIGHUP"); // full GC in the service
  await new Promise((resolve) => setTimeout(resolve, 1500));
  return service.rssMb();
}
