import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ingestBooks } from "../../src/retrieval/ingest/ingest-books";
import { openLocalIndex } from "../../src/retrieval/local/local-index";
import type { VectorIndex } from "../../src/retrieval/vector-index";
import { createHashEmbedder } from "./hash-embedder";

const valid = (id: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    id,
    title: `Book ${id}`,
    authors: ["Ann Author"],
    year: 2001,
    genres: ["Fantasy", "fiction"],
    rating: 4.2,
    ratings_count: 10,
    isbn13: null,
    ...extra,
  });

function sink() {
  const lines: string[] = [];
  return { lines, write: (text: string) => lines.push(text) };
}

describe("ingestBooks", () => {
  let directory: string;
  let index: VectorIndex;
  beforeEach(async () => {
    directory = await mkdtemp(path.join(tmpdir(), "ingest-"));
    index = await openLocalIndex({ directory: path.join(directory, "index") });
  });
  afterEach(async () => {
    await index.close();
    await rm(directory, { recursive: true, force: true });
  });

  async function ingest(fileName: string, content: string) {
    const file = path.join(directory, fileName);
    await writeFile(file, content);
    const errors = sink();
    const progress = sink();
    const report = await ingestBooks({ inputFile: file, index, embedder: createHashEmbedder(), output: progress, errorOutput: errors });
    return { report, errors: errors.lines, progress: progress.lines };
  }

  it("ingests the valid JSONL rows and reports each invalid one with its line and field", async () => {
    const { report, errors } = await ingest(
      "books.jsonl",
      [
        valid("1"),
        "",
        "{not json",
        valid("2", { year: "1999" }),
        valid("3", { title: undefined }),
        valid("4", { authors: [] }),
        valid("5", { genres: [] }),
        valid("1", { title: "Book 1, second edition" }),
        valid("6", { rating: 7 }),
        valid("a:b"),
        valid("7", { year: 1.5, isbn13: "123" }),
      ].join("\n"),
    );
    expect(errors).toEqual([
      "line 3: invalid JSON\n",
      "line 4: year: expected integer\n",
      "line 5: title: required\n",
      "line 6: authors: must name at least one author\n",
      "line 9: rating: must be between 0 and 5\n",
      "line 10: id: must be 1-64 letters, digits, '.', '_' or '-', starting with a letter or digit\n",
      "line 11: year: expected integer; isbn13: expected 13 digits\n",
    ]);
    expect(report).toMatchObject({
      rows: 10,
      books: 2,
      skipped: 7,
      duplicates: 1,
      booksWithoutGenres: 1,
      authors: 1,
      genres: 2,
      vectors: 5,
      booksLackingGenres: [],
    });
    expect((await index.listIds()).sort()).toEqual(["1", "5", "author:ann-author", "genre:fantasy", "genre:fiction"]);
    const [first] = await index.fetch(["1"]);
    expect(first.metadata).toEqual({
      record_type: "book",
      book_id: "1",
      title: "Book 1, second edition",
      authors: ["Ann Author"],
      genres: ["fantasy", "fiction"],
      year: 2001,
      rating: 4.2,
      ratings_count: 10,
    });
  });

  it("reads CSV with quoted fields, '|' lists and empty cells, and reports bad rows", async () => {
    const csv = [
      "id,title,authors,year,genres,rating,ratings_count,isbn13",
      '10,"Good Omens: The Nice and Accurate Prophecies of Agnes Nutter, Witch",Terry Pratchett|Neil Gaiman,1990,fantasy|humor,4.25,459070,9780060853983',
      '11,"A ""quoted""',
      'title over two lines",Someone,,,,,',
      "12,Broken Year,Someone,19x5,fiction,4,1,",
      "13,Too Few Fields,Someone",
      '14,"Unterminated,Someone,2000,,,,',
    ].join("\r\n");
    const { report, errors } = await ingest("books.csv", csv);
    expect(errors).toEqual([
      "line 5: year: expected integer\n",
      "line 6: expected 8 fields, found 3\n",
      "line 7: unterminated quoted field\n",
    ]);
    expect(report).toMatchObject({ rows: 5, books: 2, skipped: 3, duplicates: 0, booksWithoutGenres: 1, authors: 3, genres: 2 });
    const [omens, quoted] = await index.fetch(["10", "11"]);
    expect(omens.metadata).toEqual({
      record_type: "book",
      book_id: "10",
      title: "Good Omens: The Nice and Accurate Prophecies of Agnes Nutter, Witch",
      authors: ["Terry Pratchett", "Neil Gaiman"],
      genres: ["fantasy", "humor"],
      year: 1990,
      rating: 4.25,
      ratings_count: 459070,
      isbn13: "9780060853983",
    });
    expect(quoted.metadata).toEqual({
      record_type: "book",
      book_id: "11",
      // The quoted line break is read as part of the field, then whitespace in titles is collapsed.
      title: 'A "quoted" title over two lines',
      authors: ["Someone"],
      genres: [],
    });
  });

  it("is idempotent: a second run replaces the same records", async () => {
    const content = [valid("1"), valid("2", { authors: ["Bo Writer"] })].join("\n");
    const first = await ingest("books.jsonl", content);
    const idsAfterFirst = (await index.listIds()).sort();
    const second = await ingest("books.jsonl", content);
    expect(second.report.vectors).toBe(first.report.vectors);
    expect((await index.listIds()).sort()).toEqual(idsAfterFirst);
    expect(idsAfterFirst).toEqual(["1", "2", "author:ann-author", "author:bo-writer", "genre:fantasy", "genre:fiction"]);
    expect(await index.stats()).toEqual({ dimension: 256, namespaces: { "": { recordCount: 6 } }, totalRecordCount: 6 });
  });

  it("names book records stored without genres so they can be upserted again", async () => {
    await index.upsert([
      {
        id: "old",
        values: [1, ...new Array<number>(255).fill(0)],
        metadata: { record_type: "book", book_id: "old", title: "Old", authors: ["X"] },
      },
    ]);
    const { report } = await ingest("books.jsonl", valid("1"));
    expect(report.booksLackingGenres).toEqual(["old"]);
  });

  it("prints plain progress lines when the output is not a terminal", async () => {
    const rows = Array.from({ length: 450 }, (_, i) => valid(String(i + 1), { authors: ["Same Author"], genres: ["fiction"] }));
    const { progress, report } = await ingest("books.jsonl", rows.join("\n"));
    expect(report.vectors).toBe(452);
    expect(progress).toEqual([
      "progress: 200/452 vectors (44%)\n",
      "progress: 400/452 vectors (88%)\n",
      "progress: 452/452 vectors (100%)\n",
    ]);
  });
});
