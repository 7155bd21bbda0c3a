import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Book } from "../../src/retrieval/book";
import { bookToRecord } from "../../src/retrieval/book-records";
import { openLocalIndex } from "../../src/retrieval/local/local-index";
import { createPineconeIndex } from "../../src/retrieval/pinecone/pinecone-index";
import { retrieveBooks } from "../../src/retrieval/retrieve-books";
import type { VectorIndex, VectorRecord } from "../../src/retrieval/vector-index";
import { startFakePinecone } from "../fakes/pinecone-server";

function book(id: string, title: string, author: string, genres: string[], year: number): Book {
  return { id, title, authors: [author], genres, year, rating: 4.1, ratingsCount: 10, isbn13: null };
}

// m1–m4 are the nearest to the query [1, 0, 0, 0]; m1–m3 are the seeds of the expansion.
const catalog: VectorRecord[] = [
  bookToRecord(book("m1", "Dune", "Frank Herbert", ["science-fiction", "classics", "space-opera"], 1965), [1, 0, 0, 0]),
  bookToRecord(book("m2", "Foundation", "Isaac Asimov", ["science-fiction", "classics"], 1951), [0.95, 0.3, 0, 0]),
  bookToRecord(book("m3", "Hyperion", "Dan Simmons", ["science-fiction", "space-opera"], 1989), [0.9, 0, 0.4, 0]),
  bookToRecord(book("m4", "Neuromancer", "William Gibson", ["science-fiction", "cyberpunk"], 1984), [0.85, 0, 0, 0.5]),
  bookToRecord(book("a1", "Dune Messiah", "Frank Herbert", ["science-fiction"], 1969), [0.5, 0.8, 0, 0]),
  bookToRecord(book("a2", "Children of Dune", "Frank Herbert", ["science-fiction", "fantasy"], 1976), [0.4, 0, 0.9, 0]),
  bookToRecord(book("a3", "Foundation and Empire", "Isaac Asimov", ["science-fiction", "classics"], 1952), [0.3, 0.9, 0.1, 0]),
  bookToRecord(book("t1", "The Left Hand of Darkness", "Ursula K. Le Guin", ["classics", "science-fiction"], 1969), [0.1, 0.1, 0.1, 0.9]),
  bookToRecord(book("t2", "Leviathan Wakes", "James S.A. Corey", ["space-opera", "science-fiction"], 2011), [0.2, 0.2, 0.9, 0.1]),
  bookToRecord(book("y1", "The Moon Is a Harsh Mistress", "Robert A. Heinlein", ["politics"], 1965), [0, 0, 0.1, 1]),
  bookToRecord(book("y2", "The Catcher in the Rye", "J.D. Salinger", ["classics", "fiction"], 1951), [0, 1, 0, 0.2]),
  {
    id: "author:frank-herbert",
    values: [1, 0, 0, 0.001],
    metadata: { record_type: "author", name: "Frank Herbert", authors: ["Frank Herbert"], genres: ["science-fiction"], year: 1965 },
  },
];

const backends: Array<[string, () => Promise<{ index: VectorIndex; dispose: () => Promise<void> }>]> = [
  [
    "local",
    async () => {
      const directory = await mkdtemp(path.join(tmpdir(), "retrieve-"));
      const index = await openLocalIndex({ directory });
      return { index, dispose: () => index.close().then(() => rm(directory, { recursive: true, force: true })) };
    },
  ],
  [
    "pinecone",
    async () => {
      const fake = await startFakePinecone({ dimension: 4 });
      return { index: createPineconeIndex({ apiKey: fake.apiKey, indexName: "books", host: fake.url }), dispose: () => fake.close() };
    },
  ],
];

describe.each(backends)("retrieveBooks on the %s index", (_name, create) => {
  let index: VectorIndex;
  let dispose: () => Promise<void>;
  beforeEach(async () => {
    ({ index, dispose } = await create());
    await index.upsert(catalog);
  });
  afterEach(() => dispose());

  const summary = (books: Array<{ id: string; relation: string; citation: number }>) =>
    books.map((b) => `${b.citation} ${b.id} ${b.relation}`);

  it("lists the matches, then same author, same theme (strongest genres first) and same year, cited 1..n", async () => {
    const { books, booksLackingGenres } = await retrieveBooks(index, [1, 0, 0, 0], { topK: 4, relatedTopK: 2, includeRelated: true });
    expect(summary(books)).toEqual([
      "1 m1 match",
      "2 m2 match",
      "3 m3 match",
      "4 m4 match",
      "5 a1 same_author",
      "6 a3 same_author",
      "7 t1 same_theme",
      "8 a2 same_theme",
      "9 y1 same_year",
      "10 y2 same_year",
    ]);
    expect(books[0]).toEqual({
      id: "m1",
      title: "Dune",
      authors: ["Frank Herbert"],
      genres: ["science-fiction", "classics", "space-opera"],
      year: 1965,
      rating: 4.1,
      score: 1,
      relation: "match",
      citation: 1,
    });
    // A related book's score is its similarity to the seed it was found around (a1 to m1).
    expect(books[4].score).toBe(Math.round((0.5 / Math.hypot(0.5, 0.8)) * 10_000) / 10_000);
    expect(booksLackingGenres).toEqual([]);
  });

  it("never repeats a book and never includes helper vectors", async () => {
    const { books } = await retrieveBooks(index, [1, 0, 0, 0], { topK: 8, relatedTopK: 10, includeRelated: true });
    const ids = books.map((b) => b.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual(["a1", "a2", "a3", "m1", "m2", "m3", "m4", "t1", "t2", "y1", "y2"]);
    expect(books.map((b) => b.citation)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it("returns only the matches when related books are not wanted", async () => {
    const without = await retrieveBooks(index, [1, 0, 0, 0], { topK: 3, relatedTopK: 3, includeRelated: false });
    expect(summary(without.books)).toEqual(["1 m1 match", "2 m2 match", "3 m3 match"]);
    const none = await retrieveBooks(index, [1, 0, 0, 0], { topK: 3, relatedTopK: 0, includeRelated: true });
    expect(summary(none.books)).toEqual(["1 m1 match", "2 m2 match", "3 m3 match"]);
  });

  it("filters the matches by what the question names, then completes them with books meeting fewer constraints", async () => {
    const options = { topK: 4, relatedTopK: 0, includeRelated: false };
    const asked = await retrieveBooks(index, [1, 0, 0, 0], { ...options, question: "books by Frank Herbert from the 70s" });
    expect(asked.understanding?.years).toEqual({ min: 1970, max: 1979 });
    expect(asked.understanding?.authors.map((mention) => mention.names)).toEqual([["Frank Herbert"]]);
    // a2 is his only book of the 1970s; then his other books; then the nearest of the rest.
    expect(summary(asked.books)).toEqual(["1 a2 match", "2 m1 match", "3 a1 match", "4 m2 match"]);

    const rated = await retrieveBooks(index, [1, 0, 0, 0], { ...options, question: "science fiction published after 1980" });
    expect(rated.books.slice(0, 2).map((b) => b.id)).toEqual(["m3", "m4"]);

    // Nothing meets "before 1900": the answer is the unconstrained one, never empty.
    const impossible = await retrieveBooks(index, [1, 0, 0, 0], { ...options, question: "sci-fi written before 1900" });
    const plain = await retrieveBooks(index, [1, 0, 0, 0], options);
    expect(summary(impossible.books)).toEqual(summary(plain.books));
    expect(plain.understanding).toBeNull();
  });

  /** A lexical search answering from a fixed list (as the catalog would), counting its calls. */
  const lexicalOf = (ids: string[], named = 1) => {
    const calls: string[] = [];
    const search = (question: string) => {
      calls.push(question);
      return Promise.resolve(
        ids.map((id, i) => ({ id, score: 2 - i / 10, named, metadata: catalog.find((record) => record.id === id)!.metadata })),
      );
    };
    return { calls, search };
  };

  it("puts a book the question names first whatever the vector ranked, with its own cosine score", async () => {
    const lexical = lexicalOf(["t1"]);
    const { books } = await retrieveBooks(index, [1, 0, 0, 0], {
      topK: 3,
      relatedTopK: 0,
      includeRelated: false,
      question: "the left hand of darkness",
      lexical,
    });
    expect(summary(books)).toEqual(["1 t1 match", "2 m1 match", "3 m2 match"]);
    expect(books[0].score).toBe(Math.round((0.1 / Math.hypot(0.1, 0.1, 0.1, 0.9)) * 10_000) / 10_000);
  });

  it("asks the lexical search once per question and filters its matches at every relaxation level", async () => {
    const lexical = lexicalOf(["a1", "a2", "m1"]);
    const { books } = await retrieveBooks(index, [1, 0, 0, 0], {
      topK: 4,
      relatedTopK: 0,
      includeRelated: false,
      question: "books by Frank Herbert from the 70s",
      lexical,
    });
    // Level "Herbert and the 1970s": a2 only; level "Herbert": a1, a2 (taken), m1 fused; then the nearest other book.
    expect(summary(books)).toEqual(["1 a2 match", "2 a1 match", "3 m1 match", "4 m2 match"]);
    expect(lexical.calls).toEqual(["books by Frank Herbert from the 70s"]);
  });

  it("answers from the vector matches when the lexical search fails, and reports the failure", async () => {
    const failures: unknown[] = [];
    const failing = { search: () => Promise.reject(new Error("database down")) };
    const options = { topK: 3, relatedTopK: 0, includeRelated: false, question: "the left hand of darkness" };
    const { books } = await retrieveBooks(index, [1, 0, 0, 0], { ...options, lexical: failing, onLexicalFailure: (e) => failures.push(e) });
    expect(summary(books)).toEqual(summary((await retrieveBooks(index, [1, 0, 0, 0], options)).books));
    expect(failures).toEqual([new Error("database down")]);
  });

  it("keeps title questions that look like years unfiltered", async () => {
    const options = { topK: 3, relatedTopK: 0, includeRelated: false };
    for (const question of ["1984", "Catch-22", "Fahrenheit 451", "the 5 people you meet in heaven"]) {
      const { books, understanding } = await retrieveBooks(index, [1, 0, 0, 0], { ...options, question });
      expect(understanding).toEqual({ years: null, rating: null, authors: [], genres: [] });
      expect(summary(books)).toEqual(["1 m1 match", "2 m2 match", "3 m3 match"]);
    }
  });

  it("reports seeds stored without genres and expands the theme around the other seeds only", async () => {
    const stale = catalog[0];
    const { genres: _dropped, ...withoutGenres } = stale.metadata;
    await index.upsert([{ ...stale, metadata: { ...withoutGenres, record_type: "book" } }]);
    const { books, booksLackingGenres } = await retrieveBooks(index, [1, 0, 0, 0], { topK: 4, relatedTopK: 2, includeRelated: true });
    expect(booksLackingGenres).toEqual(["m1"]);
    expect(books[0].genres).toEqual([]);
    // Around m2 (science-fiction 2, classics 1) t1 is strongest once a3 is taken; around m3 (science-fiction 2,
    // space-opera 1) t2 shares both genres.
    expect(summary(books).filter((line) => line.endsWith("same_theme"))).toEqual(["7 t1 same_theme", "8 t2 same_theme"]);
  });
});

describe("retrieveBooks against Pinecone's wire format", () => {
  it("sends the understood constraints as one metadata filter", async () => {
    const fake = await startFakePinecone({ dimension: 4 });
    try {
      const index = createPineconeIndex({ apiKey: fake.apiKey, indexName: "books", host: fake.url });
      await index.upsert(catalog);
      const { books } = await retrieveBooks(index, [1, 0, 0, 0], {
        topK: 2,
        relatedTopK: 0,
        includeRelated: false,
        question: "highly rated books by Frank Herbert from the 70s",
      });
      const queries = fake.requests.filter((r) => r.path === "/query").map((r) => (r.body as { filter: unknown }).filter);
      expect(queries[0]).toEqual({
        $and: [
          { record_type: { $eq: "book" } },
          { authors: { $in: ["Frank Herbert"] } },
          { year: { $gte: 1970, $lte: 1979 } },
          { rating: { $gte: 4.2 } },
        ],
      });
      // Rated 4.1, no book meets all three: the rating is given up first, then the years.
      expect(queries.slice(1)).toEqual([
        { $and: [{ record_type: { $eq: "book" } }, { authors: { $in: ["Frank Herbert"] } }, { year: { $gte: 1970, $lte: 1979 } }] },
        { $and: [{ record_type: { $eq: "book" } }, { authors: { $in: ["Frank Herbert"] } }] },
      ]);
      expect(books.map((b) => b.id)).toEqual(["a2", "m1"]);
    } finally {
      await fake.close();
    }
  });
});
