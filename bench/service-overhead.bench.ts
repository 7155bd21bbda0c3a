/**
 * Guarded run overhead against the practical floor. The floor proxy, the guarded service and the memory service
 * each run in their own process against the same local model server (its own process, answering instantly).
 * Measurements alternate between targets in rounds, so a change in machine load hits all of them alike:
 * sequential p50/p99, throughput at concurrency 32, and each target's own CPU time per run (from /proc).
 */
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
  log?: (line: string) => void;
}

interface Target {
  name: string;
  answerEvent: string;
  process: ChildServer;
  client: HttpClient;
  times: number[];
  rps: number[];
  cpuMs: number;
  runs: number;
  failures: number;
  next: number;
}

export async function runServiceOverheadBench(options: OverheadOptions = {}): Promise<Figure[]> {
  const log = options.log ?? ((line: string) => console.log(line));
  const { rounds, perRound, warmup, throughputPerRound, concurrency } = {
    rounds: 6,
    perRound: 100,
    warmup: 200,
    throughputPerRound: 400,
    concurrency: 32,
    ...options,
  };
  const model = await spawnServer("bench/support/model-server-entry.ts", {});
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
        rps: [],
        cpuMs: 0,
        runs: 0,
        failures: 0,
        next: 0,
      });
    };
    await start("floor", "bench/support/floor-entry.ts", { LLMHOST_BASE_URL: model.url }, "token");
    if (guardedProfileAvailable()) await start("guarded", "bench/support/service-entry.ts", serviceEnv("guarded", model.url), "answer");
    await start("memory", "bench/support/service-entry.ts", serviceEnv("memory", model.url), "token");

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
    for (const target of targets) await sequential(once(target), 0, warmup);
    for (let round = 0; round < rounds; round++) {
      for (const target of targets) {
        target.times.push(...(await sequential(once(target), perRound, 0)));
        const cpuBefore = processCpuMs(target.process.pid);
        target.rps.push(await throughput(once(target), throughputPerRound, concurrency));
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
  }
}

function figuresOf(targets: Target[], concurrency: number, log: (line: string) => void): Figure[] {
  const summary = (t: Target) => ({ p50: median(t.times), p99: percentile(t.times, 99), rps: median(t.rps), cpu: t.cpuMs / t.runs });
  const floor = summary(targets[0]);
  const figures: Figure[] = [];
  for (const target of targets) {
    const s = summary(target);
    log(
      `${target.name}: p50 ${round(s.p50)} ms, p99 ${round(s.p99)} ms, ${Math.round(s.rps)} req/s at c=${concurrency}, ${round(s.cpu)} ms CPU per run in its own process`,
    );
    const held = target.name === "guarded";
    figures.push(
      { name: `${target.name}_seq_p50_ms`, value: round(s.p50), unit: "ms" },
      { name: `${target.name}_seq_p99_ms`, value: round(s.p99), unit: "ms" },
      { name: `${target.name}_c${concurrency}_rps`, value: Math.round(s.rps), unit: "req/s" },
      { name: `${target.name}_cpu_per_run_ms`, value: round(s.cpu), unit: "ms" },
      { name: `${target.name}_failures`, value: target.failures, unit: "", target: { op: "<=", value: 0 } },
    );
    if (target === targets[0]) continue;
    figures.push(
      {
        name: `${target.name}_overhead_p50_ms`,
        value: round(s.p50 - floor.p50),
        unit: "ms",
        target: held ? { op: "<=", value: 3 } : undefined,
      },
      { name: `${target.name}_overhead_p99_ms`, value: round(s.p99 - floor.p99), unit: "ms" },
      {
        name: `${target.name}_p50_vs_floor`,
        value: round(s.p50 / floor.p50),
        unit: "x",
        target: held ? { op: "<=", value: 2 } : undefined,
      },
      {
        name: `${target.name}_rps_vs_floor`,
        value: round(s.rps / floor.rps),
        unit: "x",
        target: held ? { op: ">=", value: 0.5 } : undefined,
      },
      { name: `${target.name}_cpu_vs_floor`, value: round(s.cpu / floor.cpu, 1), unit: "x" },
    );
  }
  return figures;
}

if (require.main === module) {
  void runServiceOverheadBench().then((figures) => console.table(figures));
}
