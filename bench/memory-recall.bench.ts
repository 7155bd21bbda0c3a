/**
 * Long-term recall on the real PostgreSQL server with 100k memories stored (1k of them for the measured user):
 * `PostgresMemoryStore.recall` p50/p99, the plan PostgreSQL chose for the store's own SQL (EXPLAIN ANALYZE of the
 * exact statement), and the same recall with index scans disabled as the in-run baseline.
 */
import type { Database } from "../src/db/database";
import { createPgDatabase } from "../src/db/pg-database";
import { PostgresMemoryStore } from "../src/memory/long-term/postgres-store";
import { memorySchemaName } from "../src/memory/long-term/memory-store";
import { createServerTestDatabase } from "../tests/support/databases";
import type { Figure } from "./support/figure";
import { sequential } from "./support/load";
import { median, percentile, round } from "./support/stats";

const USERS = 100;
const ROWS = 100_000;
const MEASURED_USER = "reader-0";
const PROMPT = "Remind me which fantasy and mystery authors I said I love, and suggest something new";
const INDEX = "user_memories_user_created_idx";

export async function runMemoryRecallBench(options: { iterations?: number; log?: (line: string) => void } = {}): Promise<Figure[]> {
  const log = options.log ?? ((line: string) => console.log(line));
  const iterations = options.iterations ?? 500;
  const database = await createServerTestDatabase();
  const schema = memorySchemaName("development", "guarded");
  try {
    const store = new PostgresMemoryStore(database.db, schema);
    await store.count(MEASURED_USER); // creates the schema, table and indexes exactly as the service does
    const loadStarted = performance.now();
    await database.db.query(
      `INSERT INTO "${schema}".user_memories (id, user_id, kind, text, source_thread_id, created_at)
       SELECT gen_random_uuid(), 'reader-' || (g % ${USERS}), 'likes',
              'I love ' || (ARRAY['fantasy','mystery','science fiction','romance','history','poetry','horror','biography'])[1 + g % 8]
                || ' books by author number ' || g,
              'thread-' || (g % 7), now() - make_interval(secs => g)
       FROM generate_series(1, ${ROWS}) AS g`,
    );
    await database.db.query(`ANALYZE "${schema}".user_memories`);
    const loadSeconds = (performance.now() - loadStarted) / 1000;
    const userRows = await store.count(MEASURED_USER);
    log(`loaded ${ROWS} memories (${userRows} for ${MEASURED_USER}) in ${loadSeconds.toFixed(1)} s`);

    const indexed = await timeRecall(store, iterations);
    const plan = await explainRecall(database.db, schema);
    const planLine = plan.find((line) => line.includes(INDEX)) ?? "(index not used)";
    log(`recall: p50 ${round(indexed.p50, 3)} ms, p99 ${round(indexed.p99, 3)} ms; plan: ${planLine.trim()}`);
    for (const line of plan) log(`  ${line}`);

    const forcedScan = createPgDatabase(database.url!, { max: 1 });
    try {
      await forcedScan.query("SET enable_indexscan = off");
      await forcedScan.query("SET enable_bitmapscan = off");
      const scan = await timeRecall(new PostgresMemoryStore(forcedScan, schema), Math.min(iterations, 100));
      log(`recall with index scans disabled (sequential scan): p50 ${round(scan.p50, 3)} ms`);
      return [
        { name: "recall_100k_p50_ms", value: round(indexed.p50, 3), unit: "ms", target: { op: "<=", value: 3 } },
        { name: "recall_100k_p99_ms", value: round(indexed.p99, 3), unit: "ms" },
        {
          name: "recall_plan_uses_index",
          value: plan.some((line) => line.includes(INDEX)) ? 1 : 0,
          unit: "bool",
          target: { op: ">=", value: 1 },
          note: planLine.trim(),
        },
        { name: "recall_seqscan_p50_ms", value: round(scan.p50, 3), unit: "ms" },
        { name: "recall_index_speedup", value: round(scan.p50 / indexed.p50, 1), unit: "x" },
        { name: "memories_load_s", value: round(loadSeconds, 1), unit: "s" },
      ];
    } finally {
      await forcedScan.close();
    }
  } finally {
    await database.drop();
  }
}

async function timeRecall(store: PostgresMemoryStore, iterations: number) {
  const times = await sequential(
    async () => {
      const started = performance.now();
      const memories = await store.recall(MEASURED_USER, PROMPT, 5);
      if (memories.length !== 5) throw new Error(`recall returned ${memories.length} memories`);
      return performance.now() - started;
    },
    iterations,
    30,
  );
  return { p50: median(times), p99: percentile(times, 99) };
}

/** EXPLAIN ANALYZE of the very statement the store sends (captured through a wrapping Database), not a copy. */
async function explainRecall(db: Database, schema: string): Promise<string[]> {
  const plans: string[][] = [];
  const explaining: Database = {
    ...db,
    async query<Row>(sql: string, params?: unknown[]) {
      if (/^\s*SELECT[\s\S]*ORDER BY/i.test(sql)) {
        const plan = await db.query<{ "QUERY PLAN": string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
        plans.push(plan.rows.map((row) => row["QUERY PLAN"]));
      }
      return db.query<Row>(sql, params);
    },
  };
  await new PostgresMemoryStore(explaining, schema).recall(MEASURED_USER, PROMPT, 5);
  return plans[0] ?? [];
}

if (require.main === module) {
  void runMemoryRecallBench();
}
