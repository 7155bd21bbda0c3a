import path from "node:path";
import { checkInput, warmUpPatternWords } from "../src/guardrails";
import { benchInputs, inputBatch } from "./guardrails.bench";
import { ownCpuMicros } from "./support/process-cpu";
import { median } from "./support/stats";

// `GUARDRAILS_BASELINE=<checkout> npm run bench -- --only guardrails`: the input check of this tree and of another
// checkout (its dependencies installed, or a node_modules link), alternating in one process, in both orders, so that
// the machine's load changes affect both alike. On a shared VM separate runs differ by 30 % or more; the ratios here
// are stable to a few percent. Reports each scenario's median ratio (this tree ÷ baseline) and their geometric mean.

type Check = typeof checkInput;

const ROUNDS = 12;
const ctx = { previousTurnOnTopic: false };

function timeBatch(check: Check, input: string, batch: number): number {
  const started = ownCpuMicros();
  for (let i = 0; i < batch; i += 1) check(input, ctx);
  return (ownCpuMicros() - started) / batch;
}

async function loadBaseline(dir: string): Promise<Check> {
  const loaded = (await import(path.resolve(dir, "src/guardrails/index.ts"))) as {
    checkInput?: Check;
    warmUpPatternWords?: () => Promise<void>;
  };
  if (typeof loaded.checkInput !== "function") throw new Error(`no checkInput in ${dir}/src/guardrails`);
  // Both trees read their patterns' words before timing (a baseline older than that step has none to read).
  await loaded.warmUpPatternWords?.();
  return loaded.checkInput;
}

/** Median CPU µs per scenario for this tree, and its ratio to the baseline checkout's. */
export async function runGuardrailBaselineBench(baselineDir: string): Promise<Record<string, number>> {
  const baseline = await loadBaseline(baselineDir);
  await warmUpPatternWords();
  const results: Record<string, number> = {};
  const ratios: number[] = [];
  for (const [name, input] of Object.entries(benchInputs())) {
    const batch = inputBatch(input);
    for (const check of [checkInput, baseline]) timeBatch(check, input, batch * 3);
    const current: number[] = [];
    const base: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      // Each order half the time: whichever runs second inherits a warmer cache.
      if (round % 2 === 0) {
        current.push(timeBatch(checkInput, input, batch));
        base.push(timeBatch(baseline, input, batch));
      } else {
        base.push(timeBatch(baseline, input, batch));
        current.push(timeBatch(checkInput, input, batch));
      }
    }
    const ratio = median(current.map((value, round) => value / base[round]));
    ratios.push(ratio);
    results[name] = median(current);
    results[`${name}: × baseline`] = ratio;
  }
  results["geometric mean: × baseline"] = Math.exp(ratios.reduce((sum, ratio) => sum + Math.log(ratio), 0) / ratios.length);
  return results;
}
