import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { loadCases } from "./eval-guardrails/cases";
import { evaluate } from "./eval-guardrails/evaluate";
import { headlineMetrics } from "./eval-guardrails/metrics";
import { printMisses, printReport } from "./eval-guardrails/report";
import { checkThresholds, type Thresholds } from "./eval-guardrails/thresholds";

// Usage: tsx scripts/eval-guardrails.ts [--check] [--misses]
//   --check   exit 1 when a measured rate crosses scripts/eval-guardrails/thresholds.json
//   --misses  list every case the guardrails got wrong
//   --no-heldout  leave out the held-out sets (tests/guardrails/heldout, heldout-2, heldout-3, heldout-4, heldout-5, heldout-6, heldout-7, heldout-8, heldout-9, heldout-10), as while tuning
const args = new Set(process.argv.slice(2));
const sharedDir = process.env.GUARDRAILS_DATA_DIR ?? path.resolve(__dirname, "../../shared/data/guardrails");
const ownDir = path.resolve(__dirname, "../tests/guardrails/cases");
const heldOutDir = path.resolve(__dirname, "../tests/guardrails/heldout");
const heldOut2Dir = path.resolve(__dirname, "../tests/guardrails/heldout-2");
const heldOut3Dir = path.resolve(__dirname, "../tests/guardrails/heldout-3");
const heldOut4Dir = path.resolve(__dirname, "../tests/guardrails/heldout-4");
const heldOut5Dir = path.resolve(__dirname, "../tests/guardrails/heldout-5");
const heldOut6Dir = path.resolve(__dirname, "../tests/guardrails/heldout-6");
const heldOut7Dir = path.resolve(__dirname, "../tests/guardrails/heldout-7");
const heldOut8Dir = path.resolve(__dirname, "../tests/guardrails/heldout-8");
const heldOut9Dir = path.resolve(__dirname, "../tests/guardrails/heldout-9");
const heldOut10Dir = path.resolve(__dirname, "../tests/guardrails/heldout-10");
const log = (line: string): void => void process.stdout.write(`${line}\n`);

const sharedCases = loadCases(sharedDir, "shared");
if (sharedCases.length === 0) log(`Shared data not found at ${sharedDir}: evaluating our own cases only.`);
else log(`Shared data: ${sharedDir} (${sharedCases.length} prompts)`);
const ownCases = loadCases(ownDir, "own");
log(`Own cases: ${ownDir} (${ownCases.length} prompts)`);
// Written before tuning and never tuned on: `--no-heldout` leaves them out while tuning.
const heldOutCases = args.has("--no-heldout") ? [] : loadCases(heldOutDir, "heldout");
log(`Held-out cases: ${heldOutDir} (${heldOutCases.length} prompts)`);
// The second held-out set, written when the first had been looked at too often to measure generalisation.
const heldOut2Cases = args.has("--no-heldout") ? [] : loadCases(heldOut2Dir, "heldout2");
log(`Held-out cases (second set): ${heldOut2Dir} (${heldOut2Cases.length} prompts)`);
// The third, written when the second had been looked at too: book questions naming only a title, author or
// character, and off-topic asks naming no book word either.
const heldOut3Cases = args.has("--no-heldout") ? [] : loadCases(heldOut3Dir, "heldout3");
log(`Held-out cases (third set): ${heldOut3Dir} (${heldOut3Cases.length} prompts)`);
// The fourth: injections and unsupported actions with no book word, and book questions that use attack-ish words.
const heldOut4Cases = args.has("--no-heldout") ? [] : loadCases(heldOut4Dir, "heldout4");
log(`Held-out cases (fourth set): ${heldOut4Dir} (${heldOut4Cases.length} prompts)`);
// The fifth: off-topic asks of many domains and languages with no book word, and book questions with none either.
const heldOut5Cases = args.has("--no-heldout") ? [] : loadCases(heldOut5Dir, "heldout5");
log(`Held-out cases (fifth set): ${heldOut5Dir} (${heldOut5Cases.length} prompts)`);
// The sixth: written by an independent writer without reading the guardrails or the other sets (its README).
const heldOut6Cases = args.has("--no-heldout") ? [] : loadCases(heldOut6Dir, "heldout6");
log(`Held-out cases (sixth set): ${heldOut6Dir} (${heldOut6Cases.length} prompts)`);
// The seventh: another independent writer under the same rules as the sixth (its README).
const heldOut7Cases = args.has("--no-heldout") ? [] : loadCases(heldOut7Dir, "heldout7");
log(`Held-out cases (seventh set): ${heldOut7Dir} (${heldOut7Cases.length} prompts)`);
// The eighth: the attack families of the second injection pass (refusal suppression, personas, translation tricks,
// authority, polite overrides, harmful how-to under a book pretext), by a writer who saw none of our data (its README).
const heldOut8Cases = args.has("--no-heldout") ? [] : loadCases(heldOut8Dir, "heldout8");
log(`Held-out cases (eighth set): ${heldOut8Dir} (${heldOut8Cases.length} prompts)`);
// The ninth: unsupported actions in ten families (reminders and calendars among them) and look-alike book questions,
// by a writer who saw none of our data (its README).
const heldOut9Cases = args.has("--no-heldout") ? [] : loadCases(heldOut9Dir, "heldout9");
log(`Held-out cases (ninth set): ${heldOut9Dir} (${heldOut9Cases.length} prompts)`);
// The tenth: e-mail addresses and phone numbers (spelled out, international, ISBN-shaped) and numbers that must
// survive redaction, by a writer who saw none of our data (its README).
const heldOut10Cases = args.has("--no-heldout") ? [] : loadCases(heldOut10Dir, "heldout10");
log(`Held-out cases (tenth set): ${heldOut10Dir} (${heldOut10Cases.length} prompts)\n`);

const started = performance.now();
const results = evaluate([
  ...sharedCases,
  ...ownCases,
  ...heldOutCases,
  ...heldOut2Cases,
  ...heldOut3Cases,
  ...heldOut4Cases,
  ...heldOut5Cases,
  ...heldOut6Cases,
  ...heldOut7Cases,
  ...heldOut8Cases,
  ...heldOut9Cases,
  ...heldOut10Cases,
]);
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
