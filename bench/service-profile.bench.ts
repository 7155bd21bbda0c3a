/**
 * Where a run's CPU goes inside the service: V8's CPU profiler samples the service process (after warm-up) while
 * it serves sequential and concurrent runs against the instant local model server; self time is grouped by the
 * part of the stack it belongs to and divided by the number of runs.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { spawnServer } from "./support/child-server";
import { costCategory } from "./support/cost-category";
import { heaviestFunctions, selfTimeByCategory } from "./support/cpu-profile";
import type { Figure } from "./support/figure";
import { guardedProfileAvailable } from "./support/guarded-available";
import { createHttpClient } from "./support/http-client";
import { sequential, throughput } from "./support/load";
import { runBody, serviceEnv } from "./support/service-env";
import { round } from "./support/stats";

export interface ProfileOptions {
  warmup?: number;
  runs?: number;
  /** Keep the `.cpuprofile` here (open it in Chrome DevTools); otherwise it is deleted. */
  keepProfileAt?: string;
  /** Profile with tracing on (to a sink in its own process that accepts everything). */
  traced?: boolean;
  /** Keep threads and memories in this PostgreSQL database instead of in process. */
  databaseUrl?: string;
  log?: (line: string) => void;
}

export async function runServiceProfileBench(options: ProfileOptions = {}): Promise<Figure[]> {
  const log = options.log ?? ((line: string) => console.log(line));
  const warmup = options.warmup ?? 300;
  const runs = options.runs ?? 1500;
  const profile = guardedProfileAvailable() ? "guarded" : "memory";
  const workDir = await mkdtemp(path.join(tmpdir(), "service-profile-"));
  const profileFile = options.keepProfileAt ? path.resolve(options.keepProfileAt) : path.join(workDir, "service.cpuprofile");
  const model = await spawnServer("bench/support/model-server-entry.ts", {});
  const tracer = options.traced ? await spawnServer("bench/support/tracer-sink-entry.ts", {}) : undefined;
  const tracing: Record<string, string> = tracer ? { TRACER_TRACING: "true", TRACER_ENDPOINT: tracer.url } : {};
  const database: Record<string, string> = options.databaseUrl ? { MEMORY_BACKEND: "postgres", DB_ADDON_URI: options.databaseUrl } : {};
  try {
    const service = await spawnServer(
      "bench/support/service-entry.ts",
      serviceEnv(profile, model.url, { CPU_PROFILE_FILE: profileFile, ...tracing, ...database }),
    );
    const client = createHttpClient(service.url, { maxSockets: 32 });
    let index = 0;
    const once = async () => (await client.post("/agent/run", runBody(index++))).ms;
    await sequential(once, 0, warmup);
    service.signal("SIGUSR2");
    await new Promise((resolve) => setTimeout(resolve, 300));
    await sequential(once, runs / 2, 0);
    await throughput(once, runs / 2, 32);
    client.close();
    await service.stop();

    const totals = selfTimeByCategory(profileFile, costCategory);
    const busy = [...totals.values()].reduce((sum, ms) => sum + ms, 0);
    log(
      `${profile} profile${tracer ? " (tracing on)" : ""}${options.databaseUrl ? " (PostgreSQL)" : ""}: ${round(busy / runs, 3)} ms of service CPU per run over ${runs} runs`,
    );
    const figures: Figure[] = [{ name: `${profile}_cpu_per_run_ms`, value: round(busy / runs, 3), unit: "ms" }];
    for (const [category, ms] of [...totals.entries()].sort((a, b) => b[1] - a[1])) {
      const share = Math.round((100 * ms) / busy);
      log(`  ${category.padEnd(48)} ${round(ms / runs, 3).toFixed(3)} ms/run  ${share}%`);
      figures.push({ name: `cpu: ${category}`, value: round(ms / runs, 3), unit: "ms/run", note: `${share}%` });
    }
    log("  heaviest functions (self time per run):");
    for (const [fn, ms] of heaviestFunctions(profileFile, () => true, 25)) log(`    ${round(ms / runs, 3).toFixed(3)} ms  ${fn}`);
    return figures;
  } finally {
    await model.stop();
    await tracer?.stop();
    await rm(workDir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  const argument = (flag: string) => {
    const at = process.argv.indexOf(flag);
    return at > 0 ? process.argv[at + 1] : undefined;
  };
  void runServiceProfileBench({
    keepProfileAt: argument("--keep"),
    databaseUrl: argument("--db"),
    traced: process.argv.includes("--traced"),
  });
}
