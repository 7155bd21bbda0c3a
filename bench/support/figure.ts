/** One measured figure, optionally with the target it is held to. */
export interface Figure {
  name: string;
  value: number;
  unit: string;
  target?: { op: "<=" | ">="; value: number };
  note?: string;
}

export type Verdict = "pass" | "miss" | "";

export function verdict(figure: Figure): Verdict {
  if (!figure.target || !Number.isFinite(figure.value)) return "";
  const ok = figure.target.op === "<=" ? figure.value <= figure.target.value : figure.value >= figure.target.value;
  return ok ? "pass" : "miss";
}

/** Figures from a benchmark written elsewhere that returns a flat record of numbers. */
export function figuresFromRecord(record: Record<string, number>, targets: Record<string, Figure["target"]> = {}): Figure[] {
  return Object.entries(record).map(([name, value]) => ({ name, value, unit: unitOf(name), target: targets[name] }));
}

function unitOf(name: string): string {
  if (/_ms(_|$)/.test(name)) return "ms";
  if (/_us(_|$)/.test(name)) return "µs";
  if (/_mb(_|$)/.test(name)) return "MB";
  if (/per_s(_|$)/.test(name)) return "/s";
  if (/_s(_|$)|seconds/.test(name)) return "s";
  return "";
}
