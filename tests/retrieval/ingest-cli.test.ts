import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { INGEST_USAGE, runIngestCli } from "../../src/retrieval/ingest/ingest-cli";
import { localIndexDirectory, openLocalIndex } from "../../src/retrieval/local/local-index";
import { PostgresCatalog } from "../../src/retrieval/lexical/catalog-store";
import { createPgliteTestDatabase } from "../support/databases";
import { createHashEmbedder } from "./hash-embedder";

function sink() {
  const lines: string[] = [];
  return { lines, write: (text: string) => lines.push(text), text: () => lines.join("") };
}

describe("ingest command", () => {
  let directory: string;
  beforeEach(async () => {
    directory = await mkdtemp(path.join(tmpdir(), "ingest-cli-"));
  });
  afterEach(() => rm(directory, { recursive: true, force: true }));

  const run = async (argv: string[], env: Record<string, string> = {}) => {
    const stdout = sink();
    const stderr = sink();
    const code = await runIngestCli(argv, {
      env: { DATA_DIR: directory, ...env },
      createEmbedder: () => createHashEmbedder(),
      stdout,
      stderr,
    });
    return { code, stdout: stdout.text(), stderr: stderr.text() };
  };

  it("fills the local index under DATA_DIR, in the namespace asked for, and ends with the throughput", async () => {
    const file = path.join(directory, "books.jsonl");
    await writeFile(
      file,
      `${JSON.stringify({ id: "1", title: "Emma", authors: ["Jane Austen"], year: 1815, genres: ["classics"], rating: 4 })}\n{"id":2}\n`,
    );
    const { code, stdout, stderr } = await run(["--input", file, "--namespace", "austen"]);
    expect(code).toBe(0);
    // Hash embedder tokens are words: 8 for the book text, 7 for the author, 4 for the genre.
    expect(stderr).toBe("line 2: title: required; authors: required\n");
    const lines = stdout.trim().split("\n");
    expect(lines[0]).toBe("progress: 3/3 vectors (100%)");
    expect(lines[1]).toMatch(
      /^ingested 1 books, 1 authors, 1 genres \(3 vectors\) into namespace "austen" in \d+\.\d\d s: \d+ records\/s, 19 embedding tokens$/,
    );
    expect(lines[2]).toBe("rows read: 2, skipped (invalid): 1, duplicate ids: 0, books without genres: 0");
    const index = await openLocalIndex({ directory: localIndexDirectory(directory), namespace: "austen" });
    expect((await index.listIds()).sort()).toEqual(["1", "author:jane-austen", "genre:classics"]);
    await index.close();
  });

  it("writes the books to the lexical catalog in the same run, in the namespace asked for", async () => {
    const file = path.join(directory, "books.jsonl");
    await writeFile(file, JSON.stringify({ id: "1", title: "Emma", authors: ["Jane Austen"], year: 1815, genres: [], rating: 4 }));
    const test = await createPgliteTestDatabase();
    let closed = 0;
    try {
      const code = await runIngestCli(["--input", file, "--namespace", "austen"], {
        env: { DATA_DIR: directory },
        createEmbedder: () => createHashEmbedder(),
        openCatalog: (namespace) =>
          Promise.resolve({ catalog: new PostgresCatalog(test.db, "t_cbk_07", namespace), close: () => Promise.resolve(void closed++) }),
        stdout: sink(),
        stderr: sink(),
      });
      expect(code).toBe(0);
      expect(closed).toBe(1);
      const catalog = new PostgresCatalog(test.db, "t_cbk_07", "austen");
      expect(await catalog.count()).toBe(1);
      const matches = await catalog.search("emma by jane austin", { limit: 5 });
      expect(matches.map((match) => match.id)).toEqual(["1"]);
      // Best name: the author, named in full, holding "jane" and "austin" (read as austen) of emma/jane/austin, as a phrase.
      expect(matches[0].named).toBeCloseTo((1 + 10 / 14 + 1) / 3, 6);
    } finally {
      await test.drop();
    }
  });

  it("uses VECTORDB_NAMESPACE when no namespace is given", async () => {
    const file = path.join(directory, "books.jsonl");
    await writeFile(file, JSON.stringify({ id: "1", title: "Emma", authors: ["Jane Austen"], year: 1815, genres: [], rating: 4 }));
    expect((await run(["--input", file], { VECTORDB_NAMESPACE: "shelf" })).code).toBe(0);
    const index = await openLocalIndex({ directory: localIndexDirectory(directory), namespace: "shelf" });
    expect((await index.stats()).namespaces).toEqual({ shelf: { recordCount: 2 } });
    await index.close();
  });

  it("explains its usage and refuses bad arguments", async () => {
    expect(await run([])).toEqual({ code: 2, stdout: "", stderr: `error: --input is required\n${INGEST_USAGE}\n` });
    expect((await run(["--inptu", "x"])).code).toBe(2);
    expect(await run(["--help"])).toEqual({ code: 0, stdout: `${INGEST_USAGE}\n`, stderr: "" });
    expect(await run(["--input", path.join(directory, "missing.jsonl")])).toEqual({
      code: 1,
      stdout: "",
      stderr: `error: cannot read input file ${path.join(directory, "missing.jsonl")}\n`,
    });
    const text = path.join(directory, "books.txt");
    await writeFile(text, "");
    expect(await run(["--input", text])).toEqual({
      code: 1,
      stdout: "",
      stderr: "error: ingestion failed: unsupported input books.txt: expected one of .jsonl, .ndjson, .csv\n",
    });
  });
});
