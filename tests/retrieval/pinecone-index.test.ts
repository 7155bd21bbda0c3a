import { Errors } from "@pinecone-database/pinecone";
import { BOOKS_ONLY } from "../../src/retrieval/book-records";
import { createPineconeIndex } from "../../src/retrieval/pinecone/pinecone-index";
import { startFakePinecone, type FakePinecone } from "../fakes/pinecone-server";
import { describeVectorIndexContract } from "./vector-index.contract";

describeVectorIndexContract("pinecone (official client against the fake data plane)", async () => {
  const fake = await startFakePinecone({ dimension: 4 });
  return {
    open: (namespace) => Promise.resolve(createPineconeIndex({ apiKey: fake.apiKey, indexName: "books", host: fake.url, namespace })),
    dispose: () => fake.close(),
  };
});

describe("pinecone index on the wire", () => {
  let fake: FakePinecone;
  beforeEach(async () => {
    fake = await startFakePinecone({ apiKey: "pc-key", dimension: 2 });
  });
  afterEach(() => fake.close());

  it("sends the api key, the API version and the namespace, and filters lookups to books", async () => {
    const index = createPineconeIndex({ apiKey: "pc-key", indexName: "books", host: fake.url, namespace: "catalog" });
    await index.upsert([{ id: "1", values: [1, 0], metadata: { record_type: "book", book_id: "1", authors: ["A"] } }]);
    await index.query([1, 0], { topK: 3, filter: BOOKS_ONLY });
    await index.queryRelated({ seedId: "1", field: "authors", values: ["A"], excludeIds: ["1"], topK: 2 });
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual(["POST /vectors/upsert", "POST /query", "POST /query"]);
    expect(fake.requests.every((r) => r.apiKey === "pc-key" && r.apiVersion === "2025-01")).toBe(true);
    expect(fake.requests[1].body).toEqual({
      namespace: "catalog",
      topK: 3,
      filter: { record_type: { $eq: "book" } },
      includeMetadata: true,
      vector: [1, 0],
    });
    expect(fake.requests[2].body).toEqual({
      namespace: "catalog",
      topK: 2,
      includeMetadata: true,
      id: "1",
      filter: { $and: [{ record_type: { $eq: "book" } }, { authors: { $in: ["A"] } }, { book_id: { $nin: ["1"] } }] },
    });
  });

  it("splits an upsert batch into requests under Pinecone's 2 MB limit", async () => {
    const wide = await startFakePinecone({ apiKey: "pc-key", dimension: 1536 });
    try {
      const index = createPineconeIndex({ apiKey: "pc-key", indexName: "books", host: wide.url });
      const records = Array.from({ length: 200 }, (_, i) => ({
        id: String(i),
        values: Array.from({ length: 1536 }, (_, d) => Math.sin(i * 1536 + d) / 3),
        metadata: { record_type: "book" as const, book_id: String(i) },
      }));
      await index.upsert(records);
      const sizes = wide.requests.map((request) => (request.body as { vectors: unknown[] }).vectors.length);
      expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(200);
      expect(sizes.length).toBeGreaterThan(1);
      expect(wide.requests.every((request) => Buffer.byteLength(JSON.stringify(request.body)) < 2 * 1024 * 1024)).toBe(true);
      expect((await index.stats()).totalRecordCount).toBe(200);
    } finally {
      await wide.close();
    }
  });

  it("makes no request for a related lookup without values", async () => {
    const index = createPineconeIndex({ apiKey: "pc-key", indexName: "books", host: fake.url });
    expect(await index.queryRelated({ seedId: "1", field: "genres", values: [], excludeIds: [], topK: 2 })).toEqual([]);
    expect(fake.requests).toEqual([]);
  });

  it("fails ping with a wrong key and when the host is down", async () => {
    const wrongKey = createPineconeIndex({ apiKey: "other", indexName: "books", host: fake.url });
    await expect(wrongKey.ping()).rejects.toBeInstanceOf(Errors.PineconeAuthorizationError);
    const index = createPineconeIndex({ apiKey: "pc-key", indexName: "books", host: fake.url });
    await expect(index.ping()).resolves.toBeUndefined();
    await fake.close();
    fake = await startFakePinecone();
    await expect(index.ping()).rejects.toBeInstanceOf(Errors.PineconeConnectionError);
  });
});
