import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startHarness, type Harness } from "../support/service-harness";
import { dataOf, readEvents } from "../support/sse";

interface Book {
  title: string;
  citation: number;
  authors: string[];
  genres: string[];
  year: number | null;
  relation: string;
}

/** A related book shares its relation with at least one of the first three matches (the seeds of the expansion). */
function sharesRelation(book: Book, seeds: Book[]): boolean {
  switch (book.relation) {
    case "same_author":
      return seeds.some((seed) => seed.authors.some((author) => book.authors.includes(author)));
    case "same_theme":
      return seeds.some((seed) => seed.genres.slice(0, 3).some((genre) => book.genres.includes(genre)));
    case "same_year":
      return seeds.some((seed) => seed.year !== null && seed.year === book.year);
    default:
      return book.relation === "match";
  }
}

/**
 * The offline demo model behind the retrieval profile: every [n] of its answer names the book delivered as n, and
 * every related book shares its relation with a match.
 */
describe("retrieval profile with the offline demo model: grounding", () => {
  let dataDir: string;
  let h: Harness;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "cbk-grounding-"));
    h = await startHarness({ AGENT_PROFILE: "retrieval", DATA_DIR: dataDir }, { mode: "demo" });
  });
  afterAll(async () => {
    await h.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.each(["Harry Potter and the Cursed Child", "anything by Tolkien?", "highly rated science fiction from the 60s"])(
    "%s: each cited title is the delivered one",
    async (prompt) => {
      const events = await readEvents(await h.run({ prompt }));
      const books = dataOf(events, "context").books as Book[];
      const answer = dataOf(events, "answer").text;
      const cited = [...answer.matchAll(/"(.+?)"(?: by [^[]+)? \[(\d+)\]/g)].map((m) => [m[1], Number(m[2])] as const);
      expect(cited.length).toBe(3);
      for (const [title, citation] of cited) expect(title).toBe(books[citation - 1].title);
      const seeds = books.filter((book) => book.relation === "match").slice(0, 3);
      expect(books.filter((book) => book.relation !== "match").length).toBeGreaterThan(0);
      expect(books.filter((book) => !sharesRelation(book, seeds))).toEqual([]);
    },
  );

  it("cites a title holding ' - ' in full", async () => {
    const events = await readEvents(await h.run({ prompt: "Harry Potter and the Cursed Child" }));
    expect(dataOf(events, "answer").text).toContain(
      '"Harry Potter and the Cursed Child - Parts One and Two (Harry Potter, #8)" by John Tiffany [1]',
    );
  });
});
