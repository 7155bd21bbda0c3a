import { writeFileSync } from "node:fs";
import { Session } from "node:inspector";

/** Samples this process's CPU with V8's profiler between `start()` and `stopTo(file)` (a `.cpuprofile`). */
export function createCpuProfiler(intervalUs = 100) {
  const session = new Session();
  session.connect();
  const post = <T = unknown>(method: string, params?: object) =>
    new Promise<T>((resolve, reject) => session.post(method, params, (error, result) => (error ? reject(error) : resolve(result as T))));
  let running = false;
  return {
    async start(): Promise<void> {
      await post("Profiler.enable");
      await post("Profiler.setSamplingInterval", { interval: intervalUs });
      await post("Profiler.start");
      running = true;
    },
    async stopTo(file: string): Promise<void> {
      if (!running) return;
      running = false;
      const { profile } = await post<{ profile: unknown }>("Profiler.stop");
      writeFileSync(file, JSON.stringify(profile));
    },
  };
}
