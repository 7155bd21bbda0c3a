import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** One evaluation prompt, from the shared data set or from our own case files. */
export interface EvalCase {
  text: string;
  /** injection | unsupported_action | offtopic | benign_roleplay | candidate | book | book_pii | follow_up | pii */
  label: string;
  family: string;
  /** Path relative to its data folder, e.g. "attacks/giskard.jsonl". */
  file: string;
  /** heldout, heldout2: tests/guardrails/heldout, heldout-2 (looked at while tuning since); heldout3..10: heldout-3..10. */
  source:
    | "shared"
    | "own"
    | "heldout"
    | "heldout2"
    | "heldout3"
    | "heldout4"
    | "heldout5"
    | "heldout6"
    | "heldout7"
    | "heldout8"
    | "heldout9"
    | "heldout10";
  previousTurnOnTopic?: boolean;
  expected?: string;
  email?: number;
  phone?: number;
  intent?: string;
}

function readJsonl(file: string): Record<string, unknown>[] {
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim().length > 0)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** A JSON field as text: strings as they are, other primitives as `String` writes them, arrays and objects as JSON. */
function asText(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint") return String(value);
  return JSON.stringify(value);
}

function toCase(row: Record<string, unknown>, file: string, source: EvalCase["source"]): EvalCase {
  const label = typeof row.label === "string" ? row.label : "candidate";
  return {
    text: asText(row.text ?? ""),
    label,
    family: asText(row.family ?? row.category ?? row.trap_reason ?? row.intent ?? label),
    file,
    source,
    previousTurnOnTopic: typeof row.previousTurnOnTopic === "boolean" ? row.previousTurnOnTopic : undefined,
    expected: typeof row.expected === "string" ? row.expected : undefined,
    email: typeof row.email === "number" ? row.email : undefined,
    phone: typeof row.phone === "number" ? row.phone : undefined,
    intent: typeof row.intent === "string" ? row.intent : undefined,
  };
}

/** Every *.jsonl file below `root` (one level of sub-folders), or [] when the folder does not exist. */
export function loadCases(root: string, source: EvalCase["source"]): EvalCase[] {
  if (!existsSync(root)) return [];
  const cases: EvalCase[] = [];
  const visit = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (entry.name.endsWith(".jsonl")) {
        const file = path.relative(root, full);
        for (const row of readJsonl(full)) cases.push(toCase(row, file, source));
      }
    }
  };
  visit(root);
  return cases;
}
