/**
 * The first input checks of a freshly started process, with and without the service's start-up warm-up
 * (src/guardrails/warm-up.ts): each of several fresh processes checks the same eight prompts of different kinds once.
 * Reports the median over processes of the eight checks' total CPU, and of the slowest check.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { REPO_ROOT } from "./support/child-server";
import type { Figure } from "./support/figure";
import { median, round } from "./support/stats";

const ENTRY = path.join(REPO_ROOT, "bench/support/first-checks-entry.ts");

const run = promisify(execFile);

async function firstChecks(warmUp: "guardrails" | "words"): Promise<number[]> {
  const { stdout } = await run(process.execPath, ["--import", "tsx", ENTRY], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp", WARM_UP: warmUp },
  });
  return JSON.parse(stdout.trim().split("\n").at(-1) ?? "[]") as number[];
}

export async function runFirstChecksBench(options: { processes?: number; log?: (line: string) => void } = {}): Promise<Figure[]> {
  const processes = options.processes ?? 3;
  const totals = { words: [] as number[], guardrails: [] as number[] };
  const slowest = { words: [] as number[], guardrails: [] as number[] };
  for (let run = 0; run < processes; run += 1) {
    for (const warmUp of ["words", "guardrails"] as const) {
      // One process at a time: each has the machine to itself.
      const millis = await firstChecks(warmUp);
      totals[warmUp].push(millis.reduce((sum, value) => sum + value, 0));
      slowest[warmUp].push(Math.max(...millis));
      options.log?.(`   ${warmUp}: ${millis.map((value) => value.toFixed(1)).join(" ")} ms`);
    }
  }
  return [
    { name: "first 8 checks, words read only: total", value: round(median(totals.words), 1), unit: "ms CPU" },
    { name: "first 8 checks, words read only: slowest", value: round(median(slowest.words), 1), unit: "ms CPU" },
    { name: "first 8 checks after the start-up warm-up: total", value: round(median(totals.guardrails), 1), unit: "ms CPU" },
    { name: "first 8 checks after the start-up warm-up: slowest", value: round(median(slowest.guardrails), 1), unit: "ms CPU" },
  ];
}
