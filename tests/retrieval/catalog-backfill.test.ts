import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { backfillCatalog } from "../../src/retrieval/lexical/catalog-backfill";
import { PostgresCatalog } from "../../src/retrieval/lexical/catalog-store";
import { openLocalIndex } from "../../src/retrieval/local/local-index";
import type { VectorIndex } from "../../src/retrieval/vector-index";
import { ensureSampleCatalog } from "../../src/retrieval/sample-catalog";
import { createPgliteTestDatabase, type TestDatabase } from "../support/databases";
import { createHashEmbedder } from "./hash-embedder";

describe("lexical catalog filled from the vector index", () => {
  let directory: string;
  let test: TestDatabase;
  let index: VectorIndex;
  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), "backfill-"));
    test = await createPgliteTestDatabase();
    index = await openLocalIndex({ directory });
    await ensureSampleCatalog({ index, embedder: createHashEmbedder() }); // vectors only, as before the catalog existed
  });
  afterAll(async () => {
    await index.close();
    await test.drop();
    await rm(directory, { recursive: true, force: true });
  });

  it("writes every book record (no helper) once, then searches it; a filled catalog is left alone", async () => {
    const catalog = new PostgresCatalog(test.db, "t_cbk_07");
    expect(await backfillCatalog(catalog, index)).toBe(300);
    expect(await catalog.count()).toBe(300);
    expect((await catalog.search("the hobit", { limit: 3 }))[0].id).toBe("7");
    expect(await backfillCatalog(catalog, index)).toBe(0);
    expect(await catalog.count()).toBe(300);
  });

  it("seeding an empty index writes the catalog in the same run", async () => {
    const seededDirectory = path.join(directory, "seeded");
    const seededIndex = await openLocalIndex({ directory: seededDirectory });
    const catalog = new PostgresCatalog(test.db, "t_cbk_07", "seeded");
    expect((await ensureSampleCatalog({ index: seededIndex, embedder: createHashEmbedder(), catalog })).seeded).toBe(true);
    await seededIndex.close();
    expect(await catalog.count()).toBe(300);
    expect((await catalog.search("Tolkein", { limit: 3 }))[0].id).toBe("7");
  });
});
