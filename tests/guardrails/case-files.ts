import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** One line of a JSONL case file under tests/guardrails/cases. */
export interface CaseRow {
  text: string;
  label: string;
  family?: string;
  previousTurnOnTopic?: boolean;
  expected?: string;
  email?: number;
  phone?: number;
}

export const CASES_DIR = path.resolve(__dirname, "cases");

/** The rows of a JSON Lines file, blank lines skipped. */
export function readJsonLines<Row>(file: string): Row[] {
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim().length > 0)
    .map((line) => JSON.parse(line) as Row);
}

export function readCaseFile(name: string): CaseRow[] {
  return readJsonLines<CaseRow>(path.join(CASES_DIR, name));
}

/** The shared evaluation data, when it is present beside the repository (it is in the development checkout). */
export const SHARED_DATA_DIR = process.env.GUARDRAILS_DATA_DIR ?? path.resolve(__dirname, "../../../shared/data/guardrails");

export function readSharedFile(relative: string): CaseRow[] {
  const file = path.join(SHARED_DATA_DIR, relative);
  if (!existsSync(file)) return [];
  return readJsonLines<CaseRow>(file);
}
