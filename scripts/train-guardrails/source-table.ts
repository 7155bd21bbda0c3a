import { CLASSES, type ClassifierLabel } from "../../src/guardrails/classifier/model";
import type { Example } from "./sources";

/** The confidence at which the service lets the classifier block for a prompt the rules passed (src/guardrails/classifier/classifier-rule.ts). */
export const REPORT_THRESHOLD = 0.97;

export const percent = (part: number, whole: number): string => (whole === 0 ? "-" : `${((100 * part) / whole).toFixed(1)}%`);

const labelIndex = (label: ClassifierLabel): number => CLASSES.indexOf(label);

/** One row per source: accuracy, and what the service would do at the blocking threshold, scored by `scores`. */
export function sourceTable(examples: readonly Example[], scores: (example: Example) => Float64Array | undefined): string[] {
  const lines = [
    "| source | label | n | argmax right | flagged as its attack class | flagged as another attack class |",
    "|---|---|---|---|---|---|",
  ];
  for (const source of new Set(examples.map((e) => e.source))) {
    let n = 0;
    let correct = 0;
    let flaggedRight = 0;
    let flaggedWrongly = 0;
    let label: ClassifierLabel = "book";
    for (const example of examples) {
      const probabilities = example.source === source ? scores(example) : undefined;
      if (!probabilities) continue;
      label = example.label;
      n += 1;
      if (probabilities.indexOf(Math.max(...probabilities)) === labelIndex(label)) correct += 1;
      const confident = (name: ClassifierLabel): boolean => probabilities[labelIndex(name)] >= REPORT_THRESHOLD;
      if ((label === "injection" || label === "unsupported_action") && confident(label)) flaggedRight += 1;
      if (label !== "injection" && confident("injection")) flaggedWrongly += 1;
      if (label !== "unsupported_action" && confident("unsupported_action")) flaggedWrongly += 1;
    }
    const attack = label === "injection" || label === "unsupported_action";
    lines.push(
      `| ${source} | ${label} | ${n} | ${percent(correct, n)} | ${attack ? percent(flaggedRight, n) : "-"} | ${percent(flaggedWrongly, n)} |`,
    );
  }
  return lines;
}
