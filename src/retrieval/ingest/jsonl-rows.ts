import type { RawRow } from "./raw-row";

/** One JSON object per line; blank lines are skipped, a line that is not JSON becomes an error row. */
export async function* jsonlRows(lines: AsyncIterable<string>): AsyncGenerator<RawRow> {
  let line = 0;
  for await (const text of lines) {
    line++;
    if (text.trim() === "") continue;
    try {
      yield { line, value: JSON.parse(text) as unknown };
    } catch {
      yield { line, error: "invalid JSON" };
    }
  }
}
