import { csvRecords } from "./csv-records";
import type { RawRow } from "./raw-row";

/** Authors and genres inside one CSV cell are separated by '|' (names may contain commas and semicolons). */
const CSV_LIST_SEPARATOR = "|";
const REQUIRED_COLUMNS = ["id", "title", "authors"];
const LIST_COLUMNS = new Set(["authors", "genres"]);
const NUMBER_COLUMNS = new Set(["year", "rating", "ratings_count"]);
const NULLABLE_COLUMNS = new Set(["year", "rating", "ratings_count", "isbn13"]);

/**
 * CSV with a header row naming the same columns as the JSONL catalog. Cells are typed before validation:
 * lists split on '|', numbers parsed, empty optional cells null; anything else is left for the schema to reject.
 */
export async function* csvRows(lines: AsyncIterable<string>): AsyncGenerator<RawRow> {
  let header: string[] | null = null;
  for await (const record of csvRecords(lines)) {
    if ("error" in record) {
      yield record;
      continue;
    }
    if (!header) {
      header = record.fields.map((name) => name.trim().toLowerCase());
      const missing = REQUIRED_COLUMNS.filter((column) => !header!.includes(column));
      if (missing.length > 0) throw new Error(`CSV header (line ${record.line}) lacks column(s): ${missing.join(", ")}`);
      continue;
    }
    if (record.fields.length !== header.length) {
      yield { line: record.line, error: `expected ${header.length} fields, found ${record.fields.length}` };
      continue;
    }
    const value: Record<string, unknown> = {};
    header.forEach((column, i) => {
      value[column] = typedCell(column, record.fields[i]);
    });
    yield { line: record.line, value };
  }
}

function typedCell(column: string, cell: string): unknown {
  const text = cell.trim();
  if (LIST_COLUMNS.has(column))
    return text === ""
      ? []
      : text
          .split(CSV_LIST_SEPARATOR)
          .map((item) => item.trim())
          .filter((item) => item !== "");
  if (text === "" && NULLABLE_COLUMNS.has(column)) return null;
  if (NUMBER_COLUMNS.has(column) && /^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  return text;
}
