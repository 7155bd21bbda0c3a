import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { hashEmbedding } from "../../scripts/local-model-server/hash-embedding";
import { openLocalIndex } from "../../src/retrieval/local/local-index";
import { retrieveBooks } from "../../src/retrieval/retrieve-books";
import { ensureSampleCatalog } from "../../src/retrieval/sample-catalog";
import { createHashEmbedder } from "./hash-embedder";

describe("ensureSampleCatalog", () => {
  let directory: string;
  beforeEach(async () => {
    directory = await mkdtemp(path.join(tmpdir(), "sample-"));
  });
  afterEach(() => rm(directory, { recursive: true, force: true }));

  it("seeds an empty index once; later starts only read the count", async () => {
    const embedder = createHashEmbedder();
    const index = await openLocalIndex({ directory });
    const first = await ensureSampleCatalog({ index, embedder });
    expect(first.seeded).toBe(true);
    expect(first.report).toMatchObject({ books: 300, skipped: 0, vectors: 716 });
    await index.close();
    const callsAfterSeeding = embedder.calls.length;

    const reopened = await openLocalIndex({ directory });
    expect(await ensureSampleCatalog({ index: reopened, embedder })).toEqual({ seeded: false, report: null });
    expect(embedder.calls.length).toBe(callsAfterSeeding);

    const { books } = await retrieveBooks(reopened, hashEmbedding("The Hunger Games by Suzanne Collins"), {
      topK: 3,
      relatedTopK: 2,
      includeRelated: true,
    });
    expect(books[0]).toMatchObject({ id: "1", title: "The Hunger Games (The Hunger Games, #1)", relation: "match", citation: 1 });
    // The catalog's three Suzanne Collins books are all matches, so no same_author book is left to add.
    expect(books.map((book) => `${book.citation} ${book.relation} ${book.title}`)).toEqual([
      "1 match The Hunger Games (The Hunger Games, #1)",
      "2 match Catching Fire (The Hunger Games, #2)",
      "3 match Mockingjay (The Hunger Games, #3)",
      "4 same_theme Divergent (Divergent, #1)",
      "5 same_theme Insurgent (Divergent, #2)",
      "6 same_year Graceling (Graceling Realm, #1)",
      "7 same_year The Maze Runner (Maze Runner, #1)",
    ]);
    expect(books[5].year).toBe(2008);
    expect(books[6].year).toBe(2009);
    await reopened.close();
  });
});
