import { verdict, type Figure } from "./figure";

export interface BenchRow extends Figure {
  bench: string;
}

const targetText = (row: Figure) =>
  row.target ? `${row.target.op} ${row.target.value}${row.unit && row.unit !== "bool" ? ` ${row.unit}` : ""}` : "";

/** A fixed-width table for the terminal. */
export function textTable(rows: BenchRow[]): string {
  const cells = [
    ["bench", "figure", "value", "unit", "target", "verdict", "note"],
    ...rows.map((r) => [r.bench, r.name, String(r.value), r.unit, targetText(r), verdict(r), r.note ?? ""]),
  ];
  const widths = cells[0].map((_, column) => Math.max(...cells.map((row) => row[column].length)));
  return cells
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

/** The same rows as a Markdown table, for docs/performance.md. */
export function markdownTable(rows: BenchRow[]): string {
  const lines = ["| bench | figure | value | unit | target | verdict | note |", "|---|---|---:|---|---|---|---|"];
  for (const r of rows)
    lines.push(
      `| ${r.bench} | ${r.name} | ${r.value} | ${r.unit} | ${targetText(r)} | ${verdict(r)} | ${(r.note ?? "").replace(/\|/g, "\\|")} |`,
    );
  return lines.join("\n");
}
