import { BOOKS_ONLY, bookToRecord } from "../../src/retrieval/book-records";
import type { Book } from "../../src/retrieval/book";
import type { MetadataFilter } from "../../src/retrieval/metadata-filter";
import type { VectorIndex, VectorRecord } from "../../src/retrieval/vector-index";

/** A fresh, empty index store for one test; `open` gives a handle on one of its namespaces. */
export interface IndexStore {
  open(namespace?: string): Promise<VectorIndex>;
  dispose(): Promise<void>;
}

function book(id: string, title: string, authors: string[], genres: string[], year: number | null): Book {
  return { id, title, authors, genres, year, rating: 4, ratingsCount: 1000, isbn13: null };
}

const dune = bookToRecord(book("b1", "Dune", ["Frank Herbert"], ["science-fiction", "classics"], 1965), [1, 0, 0, 0]);
const messiah = bookToRecord(book("b2", "Dune Messiah", ["Frank Herbert"], ["science-fiction"], 1969), [0.9, 0.1, 0, 0]);
const children = bookToRecord(book("b3", "Children of Dune", ["Frank Herbert"], ["science-fiction", "fantasy"], 1976), [0.8, 0.3, 0, 0]);
const neuromancer = bookToRecord(book("b4", "Neuromancer", ["William Gibson"], ["science-fiction", "cyberpunk"], 1984), [0.5, 0.5, 0.5, 0]);
const hobbit = bookToRecord(book("b5", "The Hobbit", ["J.R.R. Tolkien"], ["fantasy", "classics"], 1937), [0, 0, 1, 0]);
const foundation = bookToRecord(book("b6", "Foundation", ["Isaac Asimov"], ["science-fiction", "classics"], 1965), [0.6, 0, 0, 0.8]);
const books = [dune, messiah, children, neuromancer, hobbit, foundation];
// Helper vectors sit closer to Dune than any other book, and one even carries an `authors` field.
const authorHelper: VectorRecord = {
  id: "author:frank-herbert",
  values: [1, 0, 0, 0.01],
  metadata: { record_type: "author", name: "Frank Herbert", authors: ["Frank Herbert"] },
};
const genreHelper: VectorRecord = {
  id: "genre:science-fiction",
  values: [1, 0.02, 0, 0],
  metadata: { record_type: "genre", name: "science-fiction", genres: ["science-fiction"] },
};

const cosineToDune = (values: number[]) => values[0] / Math.hypot(...values);
const ids = (matches: Array<{ id: string }>) => matches.map((match) => match.id);

export function describeVectorIndexContract(backend: string, createStore: () => Promise<IndexStore>): void {
  describe(`VectorIndex contract: ${backend}`, () => {
    let store: IndexStore;
    let index: VectorIndex;

    beforeEach(async () => {
      store = await createStore();
      index = await store.open();
    });

    afterEach(async () => {
      await index.close();
      await store.dispose();
    });

    it("ranks the top k by cosine similarity, best first, with exact scores", async () => {
      await index.upsert(books);
      const matches = await index.query([2, 0, 0, 0], { topK: 4, filter: BOOKS_ONLY });
      expect(ids(matches)).toEqual(["b1", "b2", "b3", "b6"]);
      const expected = [dune, messiah, children, foundation].map((record) => cosineToDune(record.values));
      matches.forEach((match, i) => expect(match.score).toBeCloseTo(expected[i], 5));
      expect(matches[1].metadata).toEqual({
        record_type: "book",
        book_id: "b2",
        title: "Dune Messiah",
        authors: ["Frank Herbert"],
        genres: ["science-fiction"],
        year: 1969,
        rating: 4,
        ratings_count: 1000,
      });
    });

    it("upserts idempotently by id: the second write replaces the first", async () => {
      await index.upsert(books);
      await index.upsert(books);
      const renamed = bookToRecord(book("b5", "The Hobbit, revised", ["J.R.R. Tolkien"], ["fantasy"], 1951), [1, 0, 0, 0]);
      await index.upsert([renamed]);
      expect((await index.stats()).namespaces[""]).toEqual({ recordCount: 6 });
      expect((await index.fetch(["b5"]))[0].metadata.title).toBe("The Hobbit, revised");
      const [best] = await index.query([1, 0, 0, 0], { topK: 1, filter: { year: { $eq: 1951 } } });
      expect(best.id).toBe("b5");
      expect(best.score).toBeCloseTo(1, 5);
      expect(await index.query([1, 0, 0, 0], { topK: 1, filter: { year: { $eq: 1937 } } })).toEqual([]);
    });

    it("keeps author and genre helper vectors out of book lookups", async () => {
      await index.upsert([...books, authorHelper, genreHelper]);
      expect(ids(await index.query([1, 0, 0, 0], { topK: 3 }))).toEqual(["b1", "author:frank-herbert", "genre:science-fiction"]);
      expect(ids(await index.query([1, 0, 0, 0], { topK: 3, filter: BOOKS_ONLY }))).toEqual(["b1", "b2", "b3"]);
      const sameAuthor = await index.queryRelated({ seedId: "b1", field: "authors", values: ["Frank Herbert"], excludeIds: [], topK: 10 });
      expect(ids(sameAuthor)).toEqual(["b1", "b2", "b3"]);
    });

    it("filters numbers with $gt, $gte, $lt and $lte as Pinecone does, combined with $and and $in", async () => {
      await index.upsert([...books, authorHelper, genreHelper]);
      const query = (filter: MetadataFilter) => index.query([1, 0, 0, 0], { topK: 10, filter: { $and: [BOOKS_ONLY, filter] } });
      expect(ids(await query({ year: { $gte: 1965, $lte: 1976 } }))).toEqual(["b1", "b2", "b3", "b6"]);
      expect(ids(await query({ year: { $gt: 1965, $lt: 1984 } }))).toEqual(["b2", "b3"]);
      expect(ids(await query({ year: { $lt: 1950 } }))).toEqual(["b5"]);
      expect(ids(await query({ $and: [{ year: { $gte: 1960 } }, { genres: { $in: ["fantasy", "cyberpunk"] } }] }))).toEqual(["b3", "b4"]);
      expect(ids(await query({ authors: { $in: ["Frank Herbert"] }, year: { $gt: 1970 } }))).toEqual(["b3"]);
      // A field that is missing or not a number fails a comparison.
      expect(ids(await query({ rating: { $gt: 4 } }))).toEqual([]);
      expect(ids(await query({ title: { $gte: 0 } }))).toEqual([]);
    });

    it("finds books by the same author, ranked by similarity to the seed, excluding given ids", async () => {
      await index.upsert(books);
      const related = await index.queryRelated({ seedId: "b1", field: "authors", values: ["Frank Herbert"], excludeIds: ["b1"], topK: 5 });
      expect(ids(related)).toEqual(["b2", "b3"]);
      expect(related[0].score).toBeCloseTo(cosineToDune(messiah.values), 5);
      expect(
        ids(await index.queryRelated({ seedId: "b1", field: "authors", values: ["Frank Herbert"], excludeIds: ["b1", "b2"], topK: 5 })),
      ).toEqual(["b3"]);
      expect(
        ids(await index.queryRelated({ seedId: "b1", field: "authors", values: ["Frank Herbert"], excludeIds: ["b1"], topK: 1 })),
      ).toEqual(["b2"]);
    });

    it("finds books sharing any of the given genres, and books of the same year", async () => {
      await index.upsert(books);
      const theme = await index.queryRelated({
        seedId: "b1",
        field: "genres",
        values: ["classics", "cyberpunk"],
        excludeIds: ["b1"],
        topK: 5,
      });
      expect(ids(theme)).toEqual(["b6", "b4", "b5"]);
      const sameYear = await index.queryRelated({ seedId: "b1", field: "year", values: [1965], excludeIds: ["b1"], topK: 5 });
      expect(ids(sameYear)).toEqual(["b6"]);
      expect(await index.queryRelated({ seedId: "b1", field: "year", values: [2001], excludeIds: [], topK: 5 })).toEqual([]);
      expect(await index.queryRelated({ seedId: "unknown", field: "year", values: [1965], excludeIds: [], topK: 5 })).toEqual([]);
    });

    it("fetches records in the order asked, leaving unknown ids out, and lists ids by prefix", async () => {
      await index.upsert([...books, authorHelper, genreHelper]);
      const fetched = await index.fetch(["b3", "missing", "author:frank-herbert"]);
      expect(fetched).toEqual([
        { id: "b3", metadata: children.metadata },
        { id: "author:frank-herbert", metadata: authorHelper.metadata },
      ]);
      expect((await index.listIds()).sort()).toEqual(["author:frank-herbert", "b1", "b2", "b3", "b4", "b5", "b6", "genre:science-fiction"]);
      expect(await index.listIds({ prefix: "genre:" })).toEqual(["genre:science-fiction"]);
    });

    it("keeps namespaces apart and reports each in the stats", async () => {
      const other = await store.open("classics");
      try {
        await index.upsert([dune, messiah]);
        await other.upsert([hobbit]);
        expect(ids(await other.query([1, 0, 0, 0], { topK: 5 }))).toEqual(["b5"]);
        expect(ids(await index.query([1, 0, 0, 0], { topK: 5 }))).toEqual(["b1", "b2"]);
        expect(await index.fetch(["b5"])).toEqual([]);
        expect(other.namespace).toBe("classics");
        expect(index.namespace).toBe("");
        await other.flush();
        await index.flush();
        expect(await index.stats()).toEqual({
          dimension: 4,
          namespaces: { "": { recordCount: 2 }, classics: { recordCount: 1 } },
          totalRecordCount: 3,
        });
        await other.deleteAll();
        await other.flush();
        expect(await other.query([1, 0, 0, 0], { topK: 5 })).toEqual([]);
        expect(await index.stats()).toEqual({ dimension: 4, namespaces: { "": { recordCount: 2 } }, totalRecordCount: 2 });
      } finally {
        await other.close();
      }
    });

    it("persists records across close and reopen", async () => {
      await index.upsert([...books, authorHelper]);
      await index.close();
      index = await store.open();
      expect((await index.stats()).namespaces[""]).toEqual({ recordCount: 7 });
      expect(ids(await index.query([1, 0, 0, 0], { topK: 2, filter: BOOKS_ONLY }))).toEqual(["b1", "b2"]);
      expect(ids(await index.queryRelated({ seedId: "b1", field: "year", values: [1965], excludeIds: ["b1"], topK: 5 }))).toEqual(["b6"]);
    });

    it("reports an empty store and treats deleteAll on an empty namespace as a no-op", async () => {
      await index.deleteAll();
      const stats = await index.stats();
      expect({ namespaces: stats.namespaces, totalRecordCount: stats.totalRecordCount }).toEqual({ namespaces: {}, totalRecordCount: 0 });
      // A Pinecone index has its dimension from creation; an empty local index does not know it yet.
      expect([null, 4]).toContain(stats.dimension);
      expect(await index.query([1, 0, 0, 0], { topK: 3 })).toEqual([]);
      await expect(index.ping()).resolves.toBeUndefined();
    });

    it("rejects vectors of another dimension, all-zero vectors and null metadata", async () => {
      await index.upsert(books);
      await expect(index.query([1, 0, 0], { topK: 1 })).rejects.toThrow(/dimension/);
      await expect(index.upsert([{ ...dune, id: "b9", values: [1, 0, 0] }])).rejects.toThrow(/dimension/);
      await expect(index.upsert([{ ...dune, id: "b9", values: [0, 0, 0, 0] }])).rejects.toThrow(/non-zero/);
      const nullYear = { ...dune, id: "b9", metadata: { ...dune.metadata, year: null } } as unknown as VectorRecord;
      await expect(index.upsert([nullYear])).rejects.toThrow(/year/);
      expect((await index.stats()).totalRecordCount).toBe(6);
    });
  });
}
