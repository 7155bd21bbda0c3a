import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Embedder } from "../../src/llm/embedder";
import { ingestBooks } from "../../src/retrieval/ingest/ingest-books";
import { openLocalIndex } from "../../src/retrieval/local/local-index";
import { sampleCatalogFile } from "../../src/retrieval/sample-catalog";
import type { VectorIndex, VectorRecord } from "../../src/retrieval/vector-index";
import { createHashEmbedder } from "./hash-embedder";

/** The index, with the size of every upsert call recorded. */
function recordingUpserts(index: VectorIndex, sizes: number[]): VectorIndex {
  return new Proxy(index, {
    get(target, property) {
      if (property === "upsert") {
        return (records: VectorRecord[]) => {
          sizes.push(records.length);
          return target.upsert(records);
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

describe("ingestion batching", () => {
  let directory: string;
  beforeEach(async () => {
    directory = await mkdtemp(path.join(tmpdir(), "ingest-batching-"));
  });
  afterEach(() => rm(directory, { recursive: true, force: true }));

  it("embeds at most 100 texts per call with at most 6 calls in flight, and upserts 200 vectors per batch", async () => {
    const hash = createHashEmbedder();
    let inFlight = 0;
    let mostInFlight = 0;
    const embedder: Embedder = {
      async embed(texts) {
        inFlight++;
        mostInFlight = Math.max(mostInFlight, inFlight);
        await new Promise((resolve) => setImmediate(resolve));
        inFlight--;
        return hash.embed(texts);
      },
    };
    const index = await openLocalIndex({ directory });
    const upserts: number[] = [];
    const counting = recordingUpserts(index, upserts);
    const report = await ingestBooks({
      inputFile: sampleCatalogFile(),
      index: counting,
      embedder,
      output: { write: () => true },
      errorOutput: { write: () => true },
    });
    // 300 books, 284 authors and 132 genres in the sample catalog.
    expect(report).toMatchObject({ rows: 300, books: 300, skipped: 0, authors: 284, genres: 132, vectors: 716 });
    expect(hash.calls.map((texts) => texts.length)).toEqual([100, 100, 100, 100, 100, 100, 100, 16]);
    expect(mostInFlight).toBe(6);
    expect(upserts).toEqual([200, 200, 200, 116]);
    expect((await index.stats()).totalRecordCount).toBe(716);
    await index.close();
  });

  it("stops and reports when the embedder fails, without writing a partial batch afterwards", async () => {
    const index = await openLocalIndex({ directory });
    const failing: Embedder = {
      embed() {
        return Promise.reject(new Error("model provider unavailable"));
      },
    };
    await expect(
      ingestBooks({
        inputFile: sampleCatalogFile(),
        index,
        embedder: failing,
        output: { write: () => true },
        errorOutput: { write: () => true },
      }),
    ).rejects.toThrow("model provider unavailable");
    expect((await index.stats()).totalRecordCount).toBe(0);
    await index.close();
  });
});
