import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { hubnessQuestions, measureHubness } from "../../scripts/eval-retrieval/hubness";
import { buildQuestions } from "../../scripts/eval-retrieval/questions";
import { hashEmbedding } from "../../scripts/local-model-server/hash-embedding";
import type { Book } from "../../src/retrieval/book";
import { readBookRows } from "../../src/retrieval/ingest/read-book-rows";
import { openLocalIndex } from "../../src/retrieval/local/local-index";
import { ensureSampleCatalog, sampleCatalogFile } from "../../src/retrieval/sample-catalog";
import { createHashEmbedder } from "./hash-embedder";

/** The offline embedder (the demo's) must not make hubs: books in the top five of many unrelated questions. */
describe("offline embedder hubness on the sample catalog", () => {
  it("spreads the vector matches of 300 diverse questions over the catalog", async () => {
    const directory = await mkdtemp(path.join(tmpdir(), "hubness-"));
    const index = await openLocalIndex({ directory });
    try {
      await ensureSampleCatalog({ index, embedder: createHashEmbedder() });
      const books: Book[] = [];
      for await (const row of readBookRows(sampleCatalogFile())) if ("book" in row) books.push(row.book);
      const questions = hubnessQuestions(buildQuestions(books, 60));
      expect(questions).toHaveLength(300);
      const report = await measureHubness(index, (texts) => Promise.resolve(texts.map((text) => hashEmbedding(text))), questions);
      // Before stop words, 4 hashes per feature and all scripts: one book was in 62 top fives, the ten most frequent
      // took 24% of the slots. Six questions share each topic, so a fair book may appear in about a dozen.
      expect(report.maxQuestionsPerBook).toBeLessThanOrEqual(25);
      expect(report.top10Share).toBeLessThanOrEqual(0.13);
    } finally {
      await index.close();
      await rm(directory, { recursive: true, force: true });
    }
  });
});
