import type { Book } from "../../src/retrieval/book";
import { PostgresCatalog, splitTitle } from "../../src/retrieval/lexical/catalog-store";
import { fuseRanks } from "../../src/retrieval/lexical/rank-fusion";
import { createPgliteTestDatabase, createServerTestDatabase, type TestDatabase } from "../support/databases";

const book = (id: string, title: string, authors: string[], extra: Partial<Book> = {}): Book => ({
  id,
  title,
  authors,
  year: 2000,
  genres: ["fiction"],
  rating: 4,
  ratingsCount: 100,
  ...extra,
});

const BOOKS: Book[] = [
  book("hobbit", "The Hobbit", ["J.R.R. Tolkien"], { year: 1937, genres: ["fantasy"], rating: 4.3, ratingsCount: 5000 }),
  book("hp1", "Harry Potter and the Sorcerer's Stone (Harry Potter, #1)", ["J.K. Rowling"], { year: 1997, genres: ["fantasy"] }),
  book("hunger", "The Hunger Games (The Hunger Games, #1)", ["Suzanne Collins"], { year: 2008, genres: ["young-adult"] }),
  book("storm", "The Storm Front - A Novel", ["Jim Butcher"], { year: 2000, genres: ["fantasy", "mystery"], rating: 3.9 }),
  book("cafe", "Café Society", ["Émile Zola"], { year: 1880, genres: ["classics"], rating: 3.5 }),
  book("shining", "The Shining", ["Stephen King"], { year: 1977, genres: ["horror"], rating: 4.2 }),
  book("it", "It", ["Stephen King"], { year: 1986, genres: ["horror"], rating: 4.1 }),
];

describe.each([
  ["embedded PGlite", () => createPgliteTestDatabase()],
  ["PostgreSQL server", createServerTestDatabase],
])("lexical catalog search (%s)", (_name, create: () => Promise<TestDatabase>) => {
  let test: TestDatabase;
  let catalog: PostgresCatalog;
  beforeAll(async () => {
    test = await create();
    catalog = new PostgresCatalog(test.db, "t_cbk_07");
    await catalog.upsert(BOOKS);
    await catalog.upsert(BOOKS); // idempotent by id
    await catalog.refresh();
  });
  afterAll(() => test.drop());
  const ids = async (question: string, filter?: Parameters<PostgresCatalog["search"]>[1]["filter"]) =>
    (await catalog.search(question, { limit: 5, filter })).map((match) => match.id);

  it("holds one row per book after a second ingest, in its namespace only", async () => {
    expect(await catalog.count()).toBe(BOOKS.length);
    expect(await new PostgresCatalog(test.db, "t_cbk_07", "other").count()).toBe(0);
  });

  it("finds a title as written, lower-cased, partially, and with its series part left out", async () => {
    expect((await ids("Harry Potter and the Sorcerer's Stone"))[0]).toBe("hp1");
    expect((await ids("the hunger games"))[0]).toBe("hunger");
    expect((await ids("storm front"))[0]).toBe("storm");
    expect((await ids("have you got the hobbit?"))[0]).toBe("hobbit");
  });

  it("tolerates one edit in a word of five letters or more (drop, swap, double, substitute) and accents", async () => {
    for (const typo of ["the hobit", "the hobibt", "the hobbbit", "the hubbit"]) expect((await ids(typo))[0]).toBe("hobbit");
    expect((await ids("hunger gmaes"))[0]).toBe("hunger");
    expect((await ids("the hobit"))[0]).toBe("hobbit");
    expect((await ids("the sotrm front"))[0]).toBe("storm");
    expect((await ids("Cafe Societyy"))[0]).toBe("cafe");
    expect((await ids("books by emile zola"))[0]).toBe("cafe");
  });

  it("finds an author's books and applies the question's filters as SQL predicates", async () => {
    expect((await ids("stephen king")).sort()).toEqual(["it", "shining"]);
    expect(await ids("stephen king", { year: { $lt: 1980 } })).toEqual(["shining"]);
    expect(await ids("stephen king", { $and: [{ record_type: { $eq: "book" } }, { rating: { $gte: 4.15 } }] })).toEqual(["shining"]);
    expect(await ids("the storm front", { genres: { $in: ["mystery"] } })).toEqual(["storm"]);
    expect(await ids("the storm front", { genres: { $nin: ["mystery"] } })).toEqual([]);
    expect(await ids("the hobbit", { authors: { $in: ["J.K. Rowling"] } })).toEqual([]);
  });

  it("returns nothing for a question that names nothing in the catalog", async () => {
    expect(await ids("recommend some books please")).toEqual([]);
    expect(await ids("zzzzqqq")).toEqual([]);
  });
});

describe("rank fusion", () => {
  it("keeps the vector order without lexical matches", () => {
    expect(fuseRanks({ vector: ["a", "b", "c"], lexical: [] })).toEqual(["a", "b", "c"]);
  });

  it("adds both lists' reciprocal ranks, and puts a book named outright first", () => {
    expect(fuseRanks({ vector: ["a", "b", "c"], lexical: [{ id: "c", named: 0 }] })).toEqual(["c", "a", "b"]);
    expect(
      fuseRanks({
        vector: ["a", "b"],
        lexical: [
          { id: "z", named: 1 },
          { id: "a", named: 0.2 },
        ],
      })[0],
    ).toBe("z");
  });
});

it("splits a series part off the title", () => {
  expect(splitTitle("The Hunger Games (The Hunger Games, #1)")).toEqual({ main: "The Hunger Games", series: "The Hunger Games" });
  expect(splitTitle("Dune")).toEqual({ main: "Dune", series: null });
});
