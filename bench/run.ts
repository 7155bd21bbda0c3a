/**
 * `npm run bench [-- --only name[,name]] [--markdown]`: runs every benchmark in sequence and prints one table
 * (medians, ratios against baselines measured in the same run, targets and pass/miss). Not a test: nothing fails.
 */
import { parseArgs } from "node:util";
import { runBlockedRequestBench } from "./blocked-request.bench";
import { runFirstChecksBench } from "./first-checks.bench";
import { runGraphCostBench } from "./graph-cost.bench";
import { runIdleStreamsBench } from "./idle-streams.bench";
import { runMemoryRecallBench } from "./memory-recall.bench";
import { runServiceOverheadBench } from "./service-overhead.bench";
import { runServiceProfileBench } from "./service-profile.bench";
import { runThreadsBench } from "./threads.bench";
import { figuresFromRecord, type Figure } from "./support/figure";
import { markdownTable, textTable, type BenchRow } from "./support/figure-table";
import { describeMachine, loadAverage } from "./support/machine";
import { optionalBench } from "./support/optional-bench";
import { runGuardrailBaselineBench } from "./guardrails-baseline";

type Log = (line: string) => void;
type Bench = (log: Log) => Promise<Figure[]>;

const guardrailBench = optionalBench<() => Promise<Record<string, number>>>("guardrails.bench.ts", "runGuardrailBench");
const retrievalBench = optionalBench<(options?: { log?: Log }) => Promise<Record<string, number>>>(
  "retrieval.bench.ts",
  "runRetrievalBench",
);

const envNumber = (name: string): number | undefined => (process.env[name] ? Number(process.env[name]) : undefined);

const asFigures = (result: Figure[] | Record<string, number>): Figure[] => (Array.isArray(result) ? result : figuresFromRecord(result));

/**
 * bench/guardrails.bench.ts reports median CPU µs per scenario; issue 14's targets are 300 µs (4 KB) and 5 ms (32 KiB).
 * With a baseline checkout (./guardrails-baseline.ts) the rows ending "× baseline" are ratios.
 */
const guardrailFigures = (micros: Record<string, number>): Figure[] =>
  Object.entries(micros).map(([name, value]) =>
    name.endsWith("× baseline")
      ? { name, value: Math.round(value * 1000) / 1000, unit: "×" }
      : {
          name,
          value: Math.round(value * 10) / 10,
          unit: "µs CPU",
          target:
            name === "input 4 KB benign prompt"
              ? { op: "<=", value: 300 }
              : name.startsWith("input 32 KiB")
                ? { op: "<=", value: 5000 }
                : undefined,
        },
  );
const guardrailBaseline = process.env.GUARDRAILS_BASELINE;

const BENCHES: Record<string, Bench | undefined> = {
  overhead: (log) =>
    runServiceOverheadBench({
      log,
      rounds: envNumber("OVERHEAD_ROUNDS"),
      variants: process.env.OVERHEAD_VARIANTS?.split(","),
      baselineDir: process.env.OVERHEAD_BASELINE,
    }),
  profile: (log) => runServiceProfileBench({ log }),
  "graph-cost": (log) => runGraphCostBench({ log }),
  blocked: (log) => runBlockedRequestBench({ log }),
  guardrails:
    guardrailBench &&
    (async () => guardrailFigures(guardrailBaseline ? await runGuardrailBaselineBench(guardrailBaseline) : await guardrailBench())),
  "first-checks": (log) => runFirstChecksBench({ log }),
  recall: (log) => runMemoryRecallBench({ log }),
  retrieval: retrievalBench && (async (log) => asFigures(await retrievalBench({ log }))),
  "idle-streams": (log) => runIdleStreamsBench({ log }),
  threads: (log) => runThreadsBench({ log }),
};

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { only: { type: "string" }, markdown: { type: "boolean", default: false } } });
  const selected = values.only ? values.only.split(",").map((name) => name.trim()) : Object.keys(BENCHES);
  const unknown = selected.filter((name) => !(name in BENCHES));
  if (unknown.length > 0) throw new Error(`unknown benchmark ${unknown.join(", ")}; known: ${Object.keys(BENCHES).join(", ")}`);
  console.log(`machine: ${describeMachine()}; load average at start ${loadAverage()}`);
  const rows: BenchRow[] = [];
  for (const name of selected) {
    const bench = BENCHES[name];
    if (!bench) {
      console.log(`\n== ${name}: skipped (its file does not exist yet)`);
      continue;
    }
    console.log(`\n== ${name}`);
    const started = performance.now();
    const figures = await bench((line) => console.log(`   ${line}`));
    console.log(`   (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    rows.push(...figures.map((figure) => ({ bench: name, ...figure })));
  }
  console.log(`\nload average at end ${loadAverage()}\n`);
  console.log(values.markdown ? markdownTable(rows) : textTable(rows));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
