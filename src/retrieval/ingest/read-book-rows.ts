import { createReadStream } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import type { Book } from "../book";
import { parseBookRow } from "./book-row";
import { csvRows } from "./csv-rows";
import { jsonlRows } from "./jsonl-rows";

export type BookRow = { line: number; book: Book } | { line: number; error: string };

const SUPPORTED_EXTENSIONS = [".jsonl", ".ndjson", ".csv"];

/** Streams the validated rows of a JSONL or CSV catalog file (chosen by extension). */
export async function* readBookRows(file: string): AsyncGenerator<BookRow> {
  const extension = path.extname(file).toLowerCase();
  if (!SUPPORTED_EXTENSIONS.includes(extension)) {
    throw new Error(`unsupported input ${path.basename(file)}: expected one of ${SUPPORTED_EXTENSIONS.join(", ")}`);
  }
  const lines = createInterface({ input: createReadStream(file, { encoding: "utf8" }), crlfDelay: Infinity });
  const rows = extension === ".csv" ? csvRows(withoutByteOrderMark(lines)) : jsonlRows(withoutByteOrderMark(lines));
  for await (const row of rows) {
    if ("error" in row) {
      yield row;
      continue;
    }
    const result = parseBookRow(row.value);
    yield "book" in result ? { line: row.line, book: result.book } : { line: row.line, error: result.error };
  }
}

async function* withoutByteOrderMark(lines: AsyncIterable<string>): AsyncGenerator<string> {
  let first = true;
  for await (const line of lines) {
    yield first ? line.replace(/^\uFEFF/, "") : line;
    first = false;
  }
}
