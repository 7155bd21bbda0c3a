import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { HELD_OUT_SETS, loadCases } from "./eval-guardrails/cases";
import { evaluate } from "./eval-guardrails/evaluate";
import { headlineMetrics } from "./eval-guardrails/metrics";
import { printMisses, printReport } from "./eval-guardrails/report";
import { checkThresholds, type Thresholds } from "./eval-guardrails/thresholds";

// Usage: tsx scripts/eval-guardrails.ts [--check] [--misses]
//   --check   exit 1 when a measured rate crosses scripts/eval-guardrails/thresholds.json
//   --misses  list every case the guardrails got wrong
//   --no-heldout  leave out the held-out sets (HELD_OUT_SETS in ./eval-guardrails/cases.ts), as while tuning
const args = new Set(process.argv.slice(2));
const sharedDir = process.env.GUARDRAILS_DATA_DIR ?? path.resolve(__dirname, "../../shared/data/guardrails");
const ownDir = path.resolve(__dirname, "../tests/guardrails/cases");
const log = (line: string): void => void process.stdout.write(`${line}\n`);

const sharedCases = loadCases(sharedDir, "shared");
if (sharedCases.length === 0) log(`Shared data not found at ${sharedDir}: evaluating our own cases only.`);
else log(`Shared data: ${sharedDir} (${sharedCases.length} prompts)`);
const ownCases = loadCases(ownDir, "own");
log(`Own cases: ${ownDir} (${ownCases.length} prompts)`);
// Written before tuning and never tuned on: `--no-heldout` leaves them out while tuning.
const heldOutCases = args.has("--no-heldout")
  ? []
  : HELD_OUT_SETS.flatMap(({ source, folder, about }) => {
      const dir = path.resolve(__dirname, "../tests/guardrails", folder);
      const cases = loadCases(dir, source);
      log(`Held-out cases (${about}): ${dir} (${cases.length} prompts)`);
      return cases;
    });
log("");

const started = performance.now();
const results = evaluate([...sharedCases, ...ownCases, ...heldOutCases]);
const elapsed = performance.now() - started;
printReport(results, log);
log(
  `\n${results.length} prompts checked in ${elapsed.toFixed(0)} ms (${((1000 * elapsed) / Math.max(1, results.length)).toFixed(0)} µs each on average)\n`,
);

const metrics = headlineMetrics(results);
for (const [name, value] of Object.entries(metrics)) log(`  ${name.padEnd(72)} ${(100 * value).toFixed(1)}%`);
if (args.has("--misses")) {
  log("");
  printMisses(results, log);
}

if (args.has("--check")) {
  const thresholdFile = path.resolve(__dirname, "eval-guardrails/thresholds.json");
  const thresholds = JSON.parse(readFileSync(thresholdFile, "utf8")) as Thresholds;
  const { failures, skipped } = checkThresholds(metrics, thresholds);
  if (skipped.length > 0 && existsSync(sharedDir)) log(`\nNot measured: ${skipped.join(", ")}`);
  if (skipped.length > 0 && !existsSync(sharedDir)) log(`\nSkipped ${skipped.length} thresholds on the absent shared data.`);
  for (const failure of failures) log(`REGRESSION ${failure.metric}: ${(100 * failure.value).toFixed(1)}% (wanted ${failure.bound})`);
  if (failures.length > 0) process.exitCode = 1;
  else log("\nAll thresholds met.");
}
