import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createPineconeIndex } from "../../src/retrieval/pinecone/pinecone-index";
import { ensureSampleCatalog } from "../../src/retrieval/sample-catalog";
import { startFakePinecone, type FakePinecone } from "../fakes/pinecone-server";
import { createHashEmbedder } from "../retrieval/hash-embedder";
import { createServerTestDatabase, type TestDatabase } from "../support/databases";
import { startHarness, type Harness } from "../support/service-harness";
import { dataOf, readEvents } from "../support/sse";

/**
 * Pinecone filled elsewhere (vectors only) and a PostgreSQL server: the replicas fill the shared catalog from the
 * index once, and every one of them finds a misspelt title through it.
 */
describe("retrieval replicas on Pinecone sharing the lexical catalog in PostgreSQL", () => {
  let pinecone: FakePinecone;
  let database: TestDatabase;
  let dataDir: string;
  const replicas: Harness[] = [];
  beforeAll(async () => {
    pinecone = await startFakePinecone({ dimension: 256 });
    const index = createPineconeIndex({ apiKey: pinecone.apiKey, indexName: "books", host: pinecone.url });
    await ensureSampleCatalog({ index, embedder: createHashEmbedder() });
    database = await createServerTestDatabase();
    dataDir = mkdtempSync(path.join(tmpdir(), "cbk-shared-catalog-"));
    const env = {
      AGENT_PROFILE: "retrieval",
      DATA_DIR: dataDir,
      DB_ADDON_URI: database.url!,
      VECTORDB_API_KEY: pinecone.apiKey,
      VECTORDB_INDEX_NAME: "books",
      VECTORDB_HOST: pinecone.url,
    };
    replicas.push(...(await Promise.all([startHarness(env), startHarness(env)])));
  });
  afterAll(async () => {
    for (const replica of replicas) await replica.close();
    await database.drop();
    await pinecone.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("holds each book once, and every replica finds a misspelt title first", async () => {
    const rows = await database.db.query<{ n: number }>("SELECT count(*)::int AS n FROM dev_cbk_07.catalog_books");
    expect(rows.rows[0].n).toBe(300);
    for (const replica of replicas) {
      replica.llm.enqueue({ text: "ok" });
      const books = dataOf(await readEvents(await replica.run({ prompt: "the hobit", include_related: false })), "context").books;
      expect(books[0]).toMatchObject({ id: "7", title: "The Hobbit", relation: "match", citation: 1 });
    }
  });
});
