/** Runs `task` `warmup` times unmeasured, then `iterations` times one after another; returns each duration (ms). */
export async function sequential(task: () => Promise<number>, iterations: number, warmup: number): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await task();
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) times.push(await task());
  return times;
}

/** Completes `total` tasks with `concurrency` in flight at all times; returns completed tasks per second. */
export async function throughput(task: (index: number) => Promise<unknown>, total: number, concurrency: number): Promise<number> {
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < total) await task(next++);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return total / ((performance.now() - started) / 1000);
}
