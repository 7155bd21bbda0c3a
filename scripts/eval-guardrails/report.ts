import type { EvalResult } from "./evaluate";
import { type GroupStats, groupBy, statsOf } from "./metrics";

const percent = (part: number, whole: number): string => (whole === 0 ? "-" : `${((100 * part) / whole).toFixed(1)}%`);
const rules = (byRule: Record<string, number>): string =>
  Object.entries(byRule)
    .sort((a, b) => b[1] - a[1])
    .map(([rule, n]) => `${rule}:${n}`)
    .join(" ");

function expectationColumn(results: EvalResult[], label: string, stats: GroupStats): string {
  if (label === "follow_up") return `correct ${percent(results.filter((r) => r.outcome === r.case.expected).length, stats.count)}`;
  if (label === "pii" || label === "book_pii") {
    const exact = results.filter(
      (r) => (label === "pii" || r.outcome !== "blocked") && r.redactions.email === r.case.email && r.redactions.phone === r.case.phone,
    ).length;
    return `${label === "pii" ? "exact counts" : "passed, exact"} ${percent(exact, stats.count)}`;
  }
  const benign = !["injection", "unsupported_action", "offtopic", "benign_roleplay"].includes(label);
  return benign ? `false-block ${percent(stats.blockedAny, stats.count)}` : `blocked(any) ${percent(stats.blockedAny, stats.count)}`;
}

function row(name: string, results: EvalResult[], label: string): string {
  const stats = statsOf(results);
  const blockedColumn = expectationColumn(results, label, stats);
  return `  ${name.padEnd(58)} n=${String(stats.count).padStart(4)}  as-injection ${percent(stats.blockedAsInjection, stats.count).padStart(6)}  ${blockedColumn.padStart(20)}  ${rules(stats.byRule)}`;
}

/** Per file, then per label when a file mixes attacks with look-alike book questions, then per family. */
export function printReport(results: readonly EvalResult[], log: (line: string) => void): void {
  for (const [file, inFile] of groupBy(results, (r) => `${r.case.source}/${r.case.file}`)) {
    const labels = groupBy(inFile, (r) => r.case.label);
    for (const [label, inLabel] of labels) {
      log(row(labels.size > 1 ? `${file} [${label}]` : file, inLabel, label));
      const families = groupBy(inLabel, (r) => r.case.family);
      if (families.size > 1 && families.size <= 40) {
        for (const [family, inFamily] of families) log(row(`    ${family}`, inFamily, label));
      }
    }
  }
}

export function printMisses(results: readonly EvalResult[], log: (line: string) => void): void {
  for (const result of results) {
    const { label, file, text } = result.case;
    const wanted =
      label === "injection"
        ? result.rule === "prompt_injection"
        : label === "unsupported_action" || label === "offtopic"
          ? result.outcome === "blocked"
          : label === "follow_up"
            ? result.outcome === result.case.expected
            : label === "pii" || label === "book_pii"
              ? (label === "pii" || result.outcome !== "blocked") &&
                result.redactions.email === result.case.email &&
                result.redactions.phone === result.case.phone
              : label === "benign_roleplay"
                ? result.rule !== "prompt_injection"
                : result.outcome !== "blocked";
    if (!wanted) log(`MISS ${file} [${label}/${result.case.family}] -> ${result.rule}: ${text.replace(/\s+/g, " ").slice(0, 220)}`);
  }
}
