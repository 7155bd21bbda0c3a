import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The held-out sets under tests/guardrails, each written before the rule changes it measured and reported apart. The
 * first two have been looked at while tuning since; from the sixth on, each was written by a writer who read none
 * of our data (its README).
 */
export const HELD_OUT_SETS = [
  { source: "heldout", folder: "heldout", about: "the first set" },
  { source: "heldout2", folder: "heldout-2", about: "written when the first had been looked at too often" },
  {
    source: "heldout3",
    folder: "heldout-3",
    about: "book questions naming only a title, author or character; off-topic asks with no book word",
  },
  {
    source: "heldout4",
    folder: "heldout-4",
    about: "injections and unsupported actions with no book word; book questions with attack-ish words",
  },
  { source: "heldout5", folder: "heldout-5", about: "off-topic asks of many domains and languages; book questions with no book word" },
  { source: "heldout6", folder: "heldout-6", about: "an independent writer who read neither the guardrails nor the other sets" },
  { source: "heldout7", folder: "heldout-7", about: "another independent writer under the same rules" },
  { source: "heldout8", folder: "heldout-8", about: "the hardest injection families and look-alike book questions" },
  { source: "heldout9", folder: "heldout-9", about: "requests to act in ten families and look-alike book questions" },
  { source: "heldout10", folder: "heldout-10", about: "e-mail addresses, phone numbers and numbers that must survive" },
] as const;

type HeldOutSource = (typeof HELD_OUT_SETS)[number]["source"];

/** One evaluation prompt, from the shared data set or from our own case files. */
export interface EvalCase {
  text: string;
  /** injection | unsupported_action | offtopic | benign_roleplay | candidate | book | book_pii | follow_up | pii */
  label: string;
  family: string;
  /** Path relative to its data folder, e.g. "attacks/giskard.jsonl". */
  file: string;
  /** Where it comes from: the shared data, our own case files, or one of the held-out sets (HELD_OUT_SETS). */
  source: "shared" | "own" | HeldOutSource;
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
