/**
 * RFC 4180 records from lines: comma-separated fields, double-quoted fields may hold commas, doubled quotes and
 * line breaks. `line` is the line a record starts on.
 */
export async function* csvRecords(
  lines: AsyncIterable<string>,
): AsyncGenerator<{ line: number; fields: string[] } | { line: number; error: string }> {
  let lineNumber = 0;
  let fields: string[] = [];
  let field = "";
  let quoted = false;
  let startLine = 0;
  for await (const text of lines) {
    lineNumber++;
    if (!quoted) {
      if (text.trim() === "") continue;
      startLine = lineNumber;
    } else {
      field += "\n";
    }
    for (let i = 0; i < text.length; i++) {
      const char = text[i];
      if (quoted) {
        if (char === '"' && text[i + 1] === '"') {
          field += '"';
          i++;
        } else if (char === '"') {
          quoted = false;
        } else {
          field += char;
        }
      } else if (char === '"' && field === "") {
        quoted = true;
      } else if (char === ",") {
        fields.push(field);
        field = "";
      } else {
        field += char;
      }
    }
    if (quoted) continue;
    fields.push(field);
    yield { line: startLine, fields };
    fields = [];
    field = "";
  }
  if (quoted) yield { line: startLine, error: "unterminated quoted field" };
}
