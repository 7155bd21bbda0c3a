/**
 * Guarded run overhead against the practical floor. The floor proxy and each service variant run in their own
 * process against the same local model server (its own process, answering instantly): the guarded service with
 * in-process memory, on embedded PGlite and on the real PostgreSQL server, each with tracing off and on (traces go
 * to a sink in its own process that accepts everything), and the memory profile.
 * Measurements alternate between targets in rounds, so a change in machine load hits all of them alike:
 * sequential p50/p99, throughput at concurrency 32, and each target's own CPU time per run (from /proc).
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Client } from "pg";
import { spawnServer, type ChildServer } from "./support/child-server";
import type { Figure } from "./support/figure";
import { guardedProfileAvailable } from "./support/guarded-available";
import { createHttpClient, eventNames, type HttpClient } from "./support/http-client";
import { sequential, throughput } from "./support/load";
import { processCpuMs } from "./support/process-cpu";
import { runBody, serviceEnv } from "./support/service-env";
import { median, percentile, round } from "./support/stats";

export interface OverheadOptions {
  rounds?: number;
  perRound?: number;
  warmup?: number;
  throughputPerRound?: number;
  concurrency?: number;
  /** Which variants to run (default all): memory, pglite, pglite-traced, pg, pg-traced, guarded, guarded-traced, memory-profile. */
  variants?: string[];
  /**
   * Another checkout (a git worktree with node_modules): each guarded variant also runs from there, as
   * `<variant>_base`, in the same rounds, so a change is measured against its baseline in one run.
   */
  baselineDir?: string;
  log?: (line: string) => void;
}

interface Target {
  name: string;
  answerEvent: string;
  process: ChildServer;
  client: HttpClient;
  times: number[];
  /** Latency of each run of the concurrent phase. */
  loadedTimes: number[];
  rps: number[];
  cpuMs: number;
  runs: number;
  failures: number;
  next: number;
}

export async function runServiceOverheadBench(options: OverheadOptions = {}): Promise<Figure[]> {
  const log = options.log ?? ((line: string) => console.log(line));
  const rounds = options.rounds ?? 6;
  const perRound = options.perRound ?? 100;
  const warmup = options.warmup ?? 200;
  const throughputPerRound = options.throughputPerRound ?? 400;
  const concurrency = options.concurrency ?? 32;
  const model = await spawnServer("bench/support/model-server-entry.ts", {});
  const tracer = await spawnServer("bench/support/tracer-sink-entry.ts", {});
  const dataDir = await mkdtemp(path.join(tmpdir(), "overhead-pglite-"));
  const serverDb = await createBenchDatabase();
  const baselineDbs: Array<{ drop(): Promise<void> }> = [];
  const targets: Target[] = [];
  try {
    const start = async (name: string, entry: string, env: Record<string, string>, answerEvent: string) => {
      const process = await spawnServer(entry, env);
      targets.push({
        name,
        answerEvent,
        process,
        client: createHttpClient(process.url, { maxSockets: concurrency }),
        times: [],
        loadedTimes: [],
        rps: [],
        cpuMs: 0,
        runs: 0,
        failures: 0,
        next: 0,
      });
    };
    await start("floor", "bench/support/floor-entry.ts", { LLMHOST_BASE_URL: model.url }, "token");
    const traced = { TRACER_TRACING: "true", TRACER_ENDPOINT: tracer.url };
    const pglite = { MEMORY_BACKEND: "postgres", DATA_DIR: path.join(dataDir, "off") };
    const pg = serverDb ? { MEMORY_BACKEND: "postgres", DB_ADDON_URI: serverDb.url } : undefined;
    const variants: [string, Record<string, string> | undefined][] = [
      ["guarded", {}],
      ["guarded_traced", traced],
      ["pglite", pglite],
      ["pglite_traced", { ...pglite, DATA_DIR: path.join(dataDir, "traced"), ...traced }], // one process per data dir
      ["pg", pg],
      ["pg_traced", pg && { ...pg, ...traced }],
    ];
    const wanted = (name: string) => !options.variants || options.variants.includes(name);
    if (guardedProfileAvailable()) {
      for (const [name, env] of variants) {
        if (!env || !wanted(name)) continue;
        await start(name, "bench/support/service-entry.ts", serviceEnv("guarded", model.url, env), "answer");
        if (options.baselineDir) {
          const own = await baselineEnv(env, baselineDbs, dataDir, name);
          await start(
            `${name}_base`,
            path.resolve(options.baselineDir, "bench/support/service-entry.ts"),
            serviceEnv("guarded", model.url, own),
            "answer",
          );
        }
      }
    }
    if (wanted("memory")) await start("memory", "bench/support/service-entry.ts", serviceEnv("memory", model.url), "token");

    const once = (target: Target) => async (): Promise<number> => {
      const result = await target.client.post("/agent/run", runBody(target.next++));
      const names = eventNames(result.body);
      const ok =
        result.status === 200 &&
        names.at(-1) === "done" &&
        names.filter((n) => n === "done").length === 1 &&
        names.includes(target.answerEvent) &&
        !names.includes("error");
      if (!ok) target.failures++;
      return result.ms;
    };
    for (const target of targets) {
      await sequential(once(target), 0, warmup);
      // The 32 keep-alive connections are opened before measuring, as a load balancer holds them: Node accepts one
      // new connection per event-loop turn, so 31 opened at once under load would measure connection setup instead.
      await throughput(once(target), concurrency * 4, concurrency);
    }
    for (let round = 0; round < rounds; round++) {
      for (const target of targets) {
        target.times.push(...(await sequential(once(target), perRound, 0)));
        const cpuBefore = processCpuMs(target.process.pid);
        const run = once(target);
        target.rps.push(await throughput(async () => target.loadedTimes.push(await run()), throughputPerRound, concurrency));
        target.cpuMs += processCpuMs(target.process.pid) - cpuBefore;
        target.runs += throughputPerRound;
      }
    }
    return figuresOf(targets, concurrency, log);
  } finally {
    for (const target of targets) {
      target.client.close();
      await target.process.stop();
    }
    await model.stop();
    await tracer.stop();
    await rm(dataDir, { recursive: true, force: true });
    await serverDb?.drop();
    for (const db of baselineDbs) await db.drop();
  }
}

/** A baseline target's environment: its own server database or PGlite directory, so the two never share data. */
async function baselineEnv(
  env: Record<string, string>,
  databases: Array<{ drop(): Promise<void> }>,
  dataDir: string,
  name: string,
): Promise<Record<string, string>> {
  if (env.DB_ADDON_URI) {
    const db = await createBenchDatabase();
    if (!db) throw new Error("no database for the baseline");
    databases.push(db);
    return { ...env, DB_ADDON_URI: db.url };
  }
  return env.DATA_DIR ? { ...env, DATA_DIR: path.join(dataDir, `${name}_base`) } : env;
}

/** A throwaway database on the machine's PostgreSQL server (TEST_DATABASE_URL or the local default); none if it is down. */
async function createBenchDatabase(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const adminUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const name = `bench_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e9).toString(36)}`;
  const admin = new Client({ connectionString: adminUrl });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
  } catch {
    return undefined;
  } finally {
    await admin.end().catch(() => undefined);
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * Issue 13's goals, held by every guarded variant: service CPU per run ≤ 8 ms traced / ≤ 5 ms untraced, sequential
 * p50 ≤ 4 × the proxy's, p99 ≤ 150 ms with 32 clients, and (traced) throughput ≥ 0.25 × the proxy's.
 */
function goalsFor(target: string) {
  const name = target.replace(/_base$/, "");
  if (name === "floor" || name === "memory") return undefined;
  const traced = name.endsWith("traced");
  return { cpuMs: traced ? 8 : 5, p50VsFloor: 4, loadedP99Ms: 150, rpsVsFloor: traced ? 0.25 : undefined };
}

function figuresOf(targets: Target[], concurrency: number, log: (line: string) => void): Figure[] {
  const summary = (t: Target) => ({
    p50: median(t.times),
    p99: percentile(t.times, 99),
    loadedP99: percentile(t.loadedTimes, 99),
    rps: median(t.rps),
    cpu: t.cpuMs / t.runs,
  });
  const floor = summary(targets[0]);
  const figures: Figure[] = [];
  for (const target of targets) {
    const s = summary(target);
    const goals = goalsFor(target.name);
    log(
      `${target.name}: p50 ${round(s.p50)} ms, p99 ${round(s.p99)} ms, ${Math.round(s.rps)} req/s at c=${concurrency} (p99 ${round(s.loadedP99)} ms), ${round(s.cpu)} ms CPU per run in its own process`,
    );
    figures.push(
      { name: `${target.name}_seq_p50_ms`, value: round(s.p50), unit: "ms" },
      { name: `${target.name}_seq_p99_ms`, value: round(s.p99), unit: "ms" },
      { name: `${target.name}_c${concurrency}_rps`, value: Math.round(s.rps), unit: "req/s" },
      {
        name: `${target.name}_c${concurrency}_p99_ms`,
        value: round(s.loadedP99),
        unit: "ms",
        target: goals && { op: "<=", value: goals.loadedP99Ms },
      },
      { name: `${target.name}_cpu_per_run_ms`, value: round(s.cpu), unit: "ms", target: goals && { op: "<=", value: goals.cpuMs } },
      { name: `${target.name}_failures`, value: target.failures, unit: "", target: { op: "<=", value: 0 } },
    );
    if (target === targets[0]) continue;
    figures.push(
      { name: `${target.name}_overhead_p50_ms`, value: round(s.p50 - floor.p50), unit: "ms" },
      {
        name: `${target.name}_p50_vs_floor`,
        value: round(s.p50 / floor.p50),
        unit: "x",
        target: goals && { op: "<=", value: goals.p50VsFloor },
      },
      {
        name: `${target.name}_rps_vs_floor`,
        value: round(s.rps / floor.rps),
        unit: "x",
        target: goals?.rpsVsFloor === undefined ? undefined : { op: ">=", value: goals.rpsVsFloor },
      },
      { name: `${target.name}_cpu_vs_floor`, value: round(s.cpu / floor.cpu, 1), unit: "x" },
    );
  }
  return figures;
}

if (require.main === module) {
  void runServiceOverheadBench().then((figures) => console.table(figures));
}
