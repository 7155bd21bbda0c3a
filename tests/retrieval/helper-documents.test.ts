import type { Book } from "../../src/retrieval/book";
import { helperDocuments } from "../../src/retrieval/ingest/helper-documents";

const book = (id: string, title: string, authors: string[], genres: string[], ratingsCount: number): Book => ({
  id,
  title,
  authors,
  genres,
  year: 2000,
  rating: 4,
  ratingsCount,
});

describe("author and genre helper documents", () => {
  it("describes each author and genre by its most-rated books, one helper per id", () => {
    const documents = helperDocuments([
      book("1", "The Hobbit", ["J.R.R. Tolkien"], ["fantasy", "classics"], 100),
      book("2", "The Silmarillion", ["J. R. R. Tolkien", "Christopher Tolkien"], ["fantasy"], 50),
      book("3", "The Fellowship of the Ring", ["J.R.R. Tolkien"], ["fantasy"], 200),
    ]);
    expect(documents).toEqual([
      {
        id: "author:j-r-r-tolkien",
        text: "Author: J.R.R. Tolkien. Books: The Fellowship of the Ring; The Hobbit; The Silmarillion. Genres: fantasy, classics.",
        metadata: { record_type: "author", name: "J.R.R. Tolkien", book_count: 3 },
      },
      {
        id: "author:christopher-tolkien",
        text: "Author: Christopher Tolkien. Books: The Silmarillion. Genres: fantasy.",
        metadata: { record_type: "author", name: "Christopher Tolkien", book_count: 1 },
      },
      {
        id: "genre:fantasy",
        text: "Genre: fantasy. Books: The Fellowship of the Ring; The Hobbit; The Silmarillion.",
        metadata: { record_type: "genre", name: "fantasy", book_count: 3 },
      },
      {
        id: "genre:classics",
        text: "Genre: classics. Books: The Hobbit.",
        metadata: { record_type: "genre", name: "classics", book_count: 1 },
      },
    ]);
  });

  it("keeps non-Latin names distinct and ASCII in ids", () => {
    const [murakami, tolstoy] = helperDocuments([
      book("1", "ノルウェイの森", ["村上春樹"], [], 10),
      book("2", "Война и мир", ["Лев Толстой"], [], 5),
    ]);
    expect(murakami.id).toBe(`author:${encodeURIComponent("村上春樹")}`);
    expect(tolstoy.id).toBe(`author:${encodeURIComponent("лев-толстои")}`);
  });
});
