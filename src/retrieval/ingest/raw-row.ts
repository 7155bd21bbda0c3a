/** A row read from an input file before validation; `line` is where it starts (1-based). */
export type RawRow = { line: number; value: unknown } | { line: number; error: string };
