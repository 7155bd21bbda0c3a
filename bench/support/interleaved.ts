import { sequential } from "./load";
import { median } from "./stats";

export interface TimedTask {
  name: string;
  task: () => Promise<unknown>;
  /** Timed runs per round (default: the caller's). */
  perRound?: number;
}

/**
 * Sequential medians (ms) of several tasks measured in alternating rounds, so that a change in machine load during
 * the run affects every task alike and their ratios stay meaningful.
 */
export async function interleavedMedians(
  tasks: TimedTask[],
  options: { rounds: number; perRound: number; warmup: number },
): Promise<Map<string, number>> {
  const times = new Map<string, number[]>(tasks.map((t) => [t.name, []]));
  const timed = (task: TimedTask) => async () => {
    const started = performance.now();
    await task.task();
    return performance.now() - started;
  };
  for (const task of tasks) await sequential(timed(task), 0, Math.min(options.warmup, (task.perRound ?? options.perRound) * 2));
  for (let round = 0; round < options.rounds; round++) {
    for (const task of tasks) times.get(task.name)!.push(...(await sequential(timed(task), task.perRound ?? options.perRound, 0)));
  }
  return new Map([...times].map(([name, samples]) => [name, median(samples)]));
}
