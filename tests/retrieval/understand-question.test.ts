import { AuthorDirectory } from "../../src/retrieval/understand/authors";
import { constraintFilters } from "../../src/retrieval/understand/constraint-filters";
import { understandQuestion, type QuestionUnderstanding } from "../../src/retrieval/understand/understand-question";
import { withinOneEdit } from "../../src/retrieval/understand/text";

const lexicon = {
  authors: new AuthorDirectory([
    { name: "Stephen King", bookCount: 60 },
    { name: "Laurie R. King", bookCount: 4 },
    { name: "J.K. Rowling", bookCount: 20 },
    { name: "Beatrix Potter", bookCount: 3 },
    { name: "J.R.R. Tolkien", bookCount: 10 },
    { name: "Christopher Tolkien", bookCount: 1 },
    { name: "Ursula K. Le Guin", bookCount: 10 },
    { name: "George Orwell", bookCount: 5 },
    { name: "Agatha Christie", bookCount: 40 },
    { name: "John Green", bookCount: 6 },
    { name: "Hank Green", bookCount: 3 },
  ]),
  genres: new Set([
    "science-fiction",
    "fantasy",
    "mystery",
    "detective",
    "romance",
    "horror",
    "thriller",
    "suspense",
    "classics",
    "young-adult",
    "war",
    "history",
    "historical-fiction",
    "dystopia",
    "humor",
    "crime",
    "dragons",
    "poetry",
  ]),
};
const understand = (question: string): QuestionUnderstanding => understandQuestion(question, lexicon, 2025);
const years = (question: string) => understand(question).years;
const rating = (question: string) => understand(question).rating;
const authors = (question: string) => understand(question).authors.flatMap((mention) => mention.names);
const genres = (question: string) => understand(question).genres.map((concept) => concept.genres[0]);

describe("question understanding: years", () => {
  it.each([
    ["sci-fi from the 90s", 1990, 1999],
    ["fantasy from the 1990s", 1990, 1999],
    ["books from the nineties", 1990, 1999],
    ["novels of the nineteen-nineties", 1990, 1999],
    ["'90s thrillers", 1990, 1999],
    ["90's horror", 1990, 1999],
    ["romance from the ’80s", 1980, 1989],
    ["the 2000s", 2000, 2009],
    ["books of the 2010s", 2010, 2019],
    ["the noughties", 2000, 2009],
    ["the roaring twenties", 1920, 1929],
    ["early 2000s horror", 2000, 2003],
    ["late 80s mysteries", 1986, 1989],
    ["19th century classics", 1800, 1899],
    ["nineteenth-century novels", 1800, 1899],
    ["books from the 1800s", 1800, 1899],
    ["late 19th century", 1866, 1899],
    ["twentieth century fiction", 1900, 1999],
    ["the 21st century", 2000, 2025],
    ["novels from this century", 2000, 2025],
    ["books from the last century", 1900, 1999],
    ["published in 1999", 1999, 1999],
    ["written in 1984", 1984, 1984],
    ["between 1990 and 2005", 1990, 2005],
    ["from 1950 to 1970", 1950, 1970],
    ["mysteries 1950-1970", 1950, 1970],
    ["between the 80s and the 90s", 1980, 1999],
    ["books from the 80s or 90s", 1980, 1999],
  ])("%s → %i–%i", (question, min, max) => {
    expect(years(question)).toEqual({ min, max });
  });

  it.each([
    ["fantasy published after 2000", 2001, null],
    ["post-2000 fantasy", 2001, null],
    ["after the 90s", 2000, null],
    ["books since 2010", 2010, null],
    ["since the 80s", 1980, null],
    ["2005 onwards", 2005, null],
    ["1990s or later", 1990, null],
    ["written before 1950", null, 1949],
    ["pre-1900 gothic novels", null, 1899],
    ["before the 1950s", null, 1949],
    ["until 1960", null, 1960],
    ["1970 or earlier", null, 1970],
  ])("%s → min %p, max %p", (question, min, max) => {
    expect(years(question)).toEqual({ min, max });
  });

  it.each([
    "1984",
    "books like 1984",
    "Is 1984 better than Brave New World?",
    "Fahrenheit 451",
    "Catch-22",
    "the 5 people you meet in heaven",
    "2001: a space odyssey",
    "11/22/63",
    "Slaughterhouse-Five",
    "a woman in her fifties starts over",
    "Fahrenheit 451 and 1984",
    "Catch-22 or 1984?",
  ])("%s has no year constraint", (question) => {
    expect(years(question)).toBeNull();
  });
});

describe("question understanding: ratings", () => {
  it.each([
    ["4 stars", 4, false],
    ["at least 4 stars", 4, false],
    ["four stars and up", 4, false],
    ["4+ stars", 4, false],
    ["a 4-star book", 4, false],
    ["4.5 stars", 4.5, false],
    ["five stars", 4.5, false],
    ["rated above 4.2", 4.2, true],
    ["rating over 4", 4, true],
    ["with a rating of at least 4.1", 4.1, false],
    ["rated 4 or higher", 4, false],
    ["rating 4+", 4, false],
    ["average rating above 3.9", 3.9, true],
    ["a 4.3+ rating", 4.3, false],
    ["well rated", 4, false],
    ["well-reviewed thrillers", 4, false],
    ["highly rated", 4.2, false],
    ["highly-rated mysteries", 4.2, false],
    ["critically acclaimed novels", 4.2, false],
    ["top-rated sci-fi", 4.3, false],
    ["best rated fantasy", 4.3, false],
  ])("%s → at least %p (exclusive %p)", (question, min, exclusive) => {
    expect(rating(question)).toEqual({ min, max: null, exclusive });
  });

  it("reads upper bounds", () => {
    expect(rating("rated below 3.5")).toEqual({ min: null, max: 3.5, exclusive: true });
    expect(rating("poorly rated books")).toEqual({ min: null, max: 3.7, exclusive: false });
  });

  it.each(["the 5 people you meet in heaven", "1984", "Fahrenheit 451", "3 books for a trip", "a review of Dune", "Catch-22"])(
    "%s has no rating constraint",
    (question) => {
      expect(rating(question)).toBeNull();
    },
  );
});

describe("question understanding: authors", () => {
  it.each([
    ["books by Stephen King", "Stephen King"],
    ["stephen king novels", "Stephen King"],
    ["J.K. Rowling", "J.K. Rowling"],
    ["anything by jk rowling", "J.K. Rowling"],
    ["j. k. rowling's books", "J.K. Rowling"],
    ["Ursula Le Guin", "Ursula K. Le Guin"],
    ["books by Tolkien", "J.R.R. Tolkien"],
    ["Tolkien's novels", "J.R.R. Tolkien"],
    ["something by Orwell", "George Orwell"],
    ["books like King's", "Stephen King"],
    ["christie novels", "Agatha Christie"],
    ["stephan king novels", "Stephen King"],
    ["books by Tolkein", "J.R.R. Tolkien"],
    ["agatha christe mysteries", "Agatha Christie"],
  ])("%s → %s", (question, name) => {
    expect(authors(question)).toEqual([name]);
  });

  it.each([
    "harry potter and the goblet of fire",
    "the king must die",
    "green eggs and ham",
    "books like the lord of the rings",
    "what to read after Dune",
    "books by Green",
    "a novel with good books in it",
  ])("%s names no author", (question) => {
    expect(authors(question)).toEqual([]);
  });

  it("names several authors", () => {
    expect(authors("Stephen King or Agatha Christie")).toEqual(["Stephen King", "Agatha Christie"]);
  });

  it("forgives one edit only", () => {
    expect(withinOneEdit("tolkien", "tolkein")).toBe(true);
    expect(withinOneEdit("rowling", "rowlng")).toBe(true);
    expect(withinOneEdit("rowling", "rowlling")).toBe(true);
    expect(withinOneEdit("rowling", "rolwnig")).toBe(false);
  });
});

describe("question understanding: genres", () => {
  it.each([
    ["sci-fi", "science-fiction"],
    ["scifi novels", "science-fiction"],
    ["science fiction", "science-fiction"],
    ["whodunits", "mystery"],
    ["a good whodunnit", "mystery"],
    ["murder mysteries", "mystery"],
    ["romantic novels", "romance"],
    ["love stories", "romance"],
    ["fantastical stories", "fantasy"],
    ["spooky books", "horror"],
    ["thrillers", "thriller"],
    ["YA books", "young-adult"],
    ["dystopian fiction", "dystopia"],
    ["funny books", "humor"],
    ["historical fiction", "historical-fiction"],
    ["books about war", "war"],
    ["dragon novels", "dragons"],
    ["a story with dragons", "dragons"],
    ["crime novels", "crime"],
  ])("%s → %s", (question, genre) => {
    expect(genres(question)).toEqual([genre]);
  });

  it.each([
    "The Art of War",
    "War and Peace",
    "The Girl with the Dragon Tattoo",
    "Crime and Punishment",
    "A Brief History of Time",
    "The Poet",
  ])("%s names no genre", (question) => {
    expect(genres(question)).toEqual([]);
  });

  it("leaves out tags the catalog does not have", () => {
    expect(understand("manga").genres).toEqual([]);
    expect(understand("cyberpunk").genres.map((concept) => concept.genres)).toEqual([["science-fiction"]]);
    expect(understandQuestion("cyberpunk", null).genres.map((concept) => concept.genres)).toEqual([["cyberpunk", "science-fiction"]]);
  });
});

describe("constraint filters", () => {
  it("turns everything understood into Pinecone filters, authors first and genres last", () => {
    expect(constraintFilters(understand("highly rated Stephen King horror from the 80s"))).toEqual([
      { authors: { $in: ["Stephen King"] } },
      { year: { $gte: 1980, $lte: 1989 } },
      { rating: { $gte: 4.2 } },
      { genres: { $in: ["horror"] } },
    ]);
    expect(constraintFilters(understand("sci-fi after 2000 rated above 4.1"))).toEqual([
      { year: { $gte: 2001 } },
      { rating: { $gt: 4.1 } },
      { genres: { $in: ["science-fiction"] } },
    ]);
    expect(constraintFilters(understand("1984"))).toEqual([]);
  });
});
