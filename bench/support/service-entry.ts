/**
 * The real service in its own process for benchmarks and the soak: configuration from the environment exactly
 * as `src/main.ts` reads it, `PORT=0` allowed. Prints `LISTENING <url>`; SIGTERM closes it gracefully and exits 0.
 * With `CPU_PROFILE_FILE` set, SIGUSR2 starts V8's CPU profiler (after warm-up) and SIGTERM writes the profile.
 * Started with `--expose-gc`, SIGHUP runs a full garbage collection (to tell retained memory from garbage).
 */
import { loadConfig } from "../../src/config";
import { startService } from "../../src/service";
import { createCpuProfiler } from "./cpu-profiler";

async function main(): Promise<void> {
  const service = await startService(loadConfig());
  const profileFile = process.env.CPU_PROFILE_FILE;
  const profiler = profileFile ? createCpuProfiler() : undefined;
  if (profiler) process.on("SIGUSR2", () => void profiler.start());
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc) process.on("SIGHUP", () => gc());
  process.stdout.write(`LISTENING ${service.url}\n`);
  process.once("SIGTERM", () => {
    void (async () => {
      if (profiler && profileFile) await profiler.stopTo(profileFile);
      await service.close({ graceMs: 1000 });
    })().finally(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`service-entry: ${(error as Error)?.message ?? String(error)}\n`);
  process.exit(1);
});
