import type { Book } from "../../src/retrieval/book";
import { seeded, type Random } from "../lib/random";

/** One question of the retrieval evaluation and how it is judged. */
export interface EvalQuestion {
  kind: "title" | "author" | "constraint";
  variant: string;
  text: string;
  /** Books that answer it (titles and authors); for constraint questions, every book meeting all constraints. */
  relevant: Set<string>;
  /** Constraint questions: what each of the top five is checked against. */
  constraints?: { years?: [number, number]; minRating?: number; genre?: string };
  /** Half the questions are held out: rules are never tuned on them. */
  heldOut: boolean;
}

const YEAR_WORDINGS: ReadonlyArray<(random: Random) => { text: string; years: [number, number]; variant: string }> = [
  (r) => decade(r, (d) => `from the ${String(d % 100).padStart(2, "0")}s`, "decade short"),
  (r) => decade(r, (d) => `from the '${String(d % 100).padStart(2, "0")}s`, "decade apostrophe"),
  (r) => decade(r, (d) => `published in the ${d}s`, "decade full"),
  (r) =>
    decade(
      r,
      (d) => `from the ${["twenties", "thirties", "forties", "fifties", "sixties", "seventies", "eighties", "nineties"][d / 10 - 192]}`,
      "decade words",
      1920,
      1990,
    ),
  (r) => {
    const year = 1950 + Math.floor(r() * 60);
    return { text: `published after ${year}`, years: [year + 1, 2100], variant: "after" };
  },
  (r) => {
    const year = 1980 + Math.floor(r() * 35);
    return { text: `since ${year}`, years: [year, 2100], variant: "since" };
  },
  (r) => {
    const year = 1900 + Math.floor(r() * 100);
    return { text: `written before ${year}`, years: [-5000, year - 1], variant: "before" };
  },
  (r) => {
    const from = 1950 + Math.floor(r() * 50);
    const to = from + 5 + Math.floor(r() * 15);
    return r() < 0.5
      ? { text: `between ${from} and ${to}`, years: [from, to], variant: "between" }
      : { text: `${from}-${to}`, years: [from, to], variant: "range" };
  },
  (r) =>
    r() < 0.5
      ? { text: "from the 19th century", years: [1800, 1899], variant: "century" }
      : { text: "from the twentieth century", years: [1900, 1999], variant: "century" },
  () => ({ text: "from this century", years: [2000, 2100], variant: "this century" }),
];

function decade(random: Random, words: (decade: number) => string, variant: string, from = 1950, to = 2010) {
  const start = from + 10 * Math.floor(random() * ((to - from) / 10 + 1));
  return { text: words(start), years: [start, start + 9] as [number, number], variant };
}

const RATING_WORDINGS: ReadonlyArray<{ text: string; min: number; variant: string }> = [
  { text: "with at least 4 stars", min: 4, variant: "stars" },
  { text: "rated 4+ stars", min: 4, variant: "stars" },
  { text: "rated above 4.2", min: 4.2000001, variant: "number" },
  { text: "with a rating of at least 4.1", min: 4.1, variant: "number" },
  { text: "rated 4 or higher", min: 4, variant: "number" },
  { text: "well rated", min: 4, variant: "well rated" },
  { text: "highly rated", min: 4.2, variant: "highly rated" },
  { text: "top-rated", min: 4.3, variant: "top-rated" },
];

const GENRE_WORDINGS: ReadonlyArray<{ text: string; genre: string; variant: string }> = [
  { text: "sci-fi", genre: "science-fiction", variant: "alias" },
  { text: "science fiction", genre: "science-fiction", variant: "name" },
  { text: "whodunits", genre: "mystery", variant: "alias" },
  { text: "mystery", genre: "mystery", variant: "name" },
  { text: "romantic", genre: "romance", variant: "word form" },
  { text: "romance", genre: "romance", variant: "name" },
  { text: "fantastical", genre: "fantasy", variant: "word form" },
  { text: "fantasy", genre: "fantasy", variant: "name" },
  { text: "thrillers", genre: "thriller", variant: "word form" },
  { text: "scary", genre: "horror", variant: "alias" },
  { text: "horror", genre: "horror", variant: "name" },
  { text: "historical fiction", genre: "historical-fiction", variant: "name" },
  { text: "YA", genre: "young-adult", variant: "alias" },
  { text: "dystopian", genre: "dystopia", variant: "word form" },
  { text: "funny", genre: "humor", variant: "alias" },
  { text: "classic", genre: "classics", variant: "word form" },
  { text: "non-fiction", genre: "nonfiction", variant: "name" },
  { text: "memoirs", genre: "memoir", variant: "word form" },
];

/**
 * Ways a reader names a title or an author, picked at random per question so no rule can fit one phrasing. Judged
 * questions are written independently; these only keep the generated ones from all looking alike.
 */
const TITLE_FRAMES: ReadonlyArray<(title: string) => string> = [
  (t) => t,
  (t) => t,
  (t) => `i'm looking for that book called ${t}`,
  (t) => `have you got ${t}?`,
  (t) => `tell me about ${t}`,
  (t) => `is ${t} any good?`,
  (t) => `who wrote ${t}?`,
  (t) => `I just finished ${t}, what is it about`,
  (t) => `do you know the novel ${t}`,
  (t) => `${t} - worth reading?`,
  (t) => `can you find "${t}" for me`,
  (t) => `what year did ${t} come out`,
];

const AUTHOR_FRAMES: ReadonlyArray<(name: string) => string> = [
  (n) => `books by ${n}`,
  (n) => `${n} novels`,
  (n) => `anything by ${n}?`,
  (n) => `what has ${n} written`,
  (n) => `I loved ${n}, what else did they write?`,
  (n) => `recommend me some ${n}`,
  (n) => `${n}'s best books`,
  (n) => `more from ${n} please`,
  (n) => `which ${n} book should I start with`,
  (n) => `list the works of ${n}`,
  (n) => `looking for ${n}`,
  (n) => `something by ${n}`,
];

const CONSTRAINT_OPENINGS = ["", "", "recommend some ", "any good ", "i want ", "looking for ", "what are the best ", "suggest a few "];

/** Title without its series part ("Twilight (Twilight, #1)" → "Twilight"). */
function mainTitle(title: string): string {
  return title.replace(/\s*\([^()]*\)\s*$/, "").trim();
}

/** A deterministic question set from a catalog: titles, authors and genre questions with constraints. */
export function buildQuestions(books: readonly Book[], perKind: number, seed = 20250101): EvalQuestion[] {
  const random = seeded(seed);
  const pick = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items];
    const chosen: T[] = [];
    while (chosen.length < count && pool.length > 0) chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0]);
    return chosen;
  };
  const questions: EvalQuestion[] = [];
  let counter = 0;
  const add = (question: Omit<EvalQuestion, "heldOut">) => questions.push({ ...question, heldOut: counter++ % 2 === 1 });

  const byTitle = new Map<string, Set<string>>();
  for (const book of books) {
    const key = mainTitle(book.title).toLowerCase();
    if (!byTitle.has(key)) byTitle.set(key, new Set());
    byTitle.get(key)!.add(book.id);
  }
  const frame = <T>(frames: ReadonlyArray<(text: string) => T>, text: string) => frames[Math.floor(random() * frames.length)](text);
  for (const book of pick(books, perKind)) {
    const title = mainTitle(book.title);
    const relevant = byTitle.get(title.toLowerCase())!;
    add({ kind: "title", variant: "as written", text: frame(TITLE_FRAMES, title), relevant });
    add({ kind: "title", variant: "lower case", text: frame(TITLE_FRAMES, title.toLowerCase()), relevant });
    const words = title.split(/\s+/);
    if (words.length >= 4) {
      add({ kind: "title", variant: "partial", text: frame(TITLE_FRAMES, words.slice(1, Math.min(words.length, 4)).join(" ")), relevant });
    }
    const typo = withTypo(title, random);
    if (typo) add({ kind: "title", variant: "one typo", text: frame(TITLE_FRAMES, typo), relevant });
  }

  const byAuthor = new Map<string, Set<string>>();
  const bySurname = new Map<string, Set<string>>();
  for (const book of books) {
    for (const author of book.authors) {
      if (!byAuthor.has(author)) byAuthor.set(author, new Set());
      byAuthor.get(author)!.add(book.id);
      const surname = author.split(/\s+/).pop()!.toLowerCase();
      if (!bySurname.has(surname)) bySurname.set(surname, new Set());
      bySurname.get(surname)!.add(author);
    }
  }
  const prolific = [...byAuthor].filter(([, ids]) => ids.size >= 2).map(([author]) => author);
  for (const author of pick(prolific, perKind)) {
    const relevant = byAuthor.get(author)!;
    add({ kind: "author", variant: "full name", text: frame(AUTHOR_FRAMES, author), relevant });
    add({ kind: "author", variant: "lower case", text: frame(AUTHOR_FRAMES, author.toLowerCase()), relevant });
    const surname = author.split(/\s+/).pop()!;
    if (surname.length >= 4 && bySurname.get(surname.toLowerCase())!.size === 1) {
      add({ kind: "author", variant: "surname", text: frame(AUTHOR_FRAMES, surname), relevant });
    }
    const typo = withTypo(author, random);
    if (typo) add({ kind: "author", variant: "one typo", text: frame(AUTHOR_FRAMES, typo), relevant });
  }

  for (let i = 0; i < perKind; i++) {
    const genre = GENRE_WORDINGS[Math.floor(random() * GENRE_WORDINGS.length)];
    const years = random() < 0.7 ? YEAR_WORDINGS[Math.floor(random() * YEAR_WORDINGS.length)](random) : null;
    const rating = !years || random() < 0.4 ? RATING_WORDINGS[Math.floor(random() * RATING_WORDINGS.length)] : null;
    const relevant = new Set(
      books
        .filter((book) => book.genres.includes(genre.genre))
        .filter((book) => !years || (book.year !== null && book.year >= years.years[0] && book.year <= years.years[1]))
        .filter((book) => !rating || (book.rating !== null && book.rating >= rating.min))
        .map((book) => book.id),
    );
    if (relevant.size === 0) continue;
    const qualitative = rating !== null && /^(?:well|highly|top)/.test(rating.text);
    const parts = [qualitative ? rating.text : "", genre.text, "books", years?.text ?? "", rating && !qualitative ? rating.text : ""];
    const text = CONSTRAINT_OPENINGS[Math.floor(random() * CONSTRAINT_OPENINGS.length)] + parts.filter(Boolean).join(" ");
    add({
      kind: "constraint",
      variant: [genre.variant, years?.variant, rating?.variant].filter(Boolean).join(" + "),
      text: text.replace(/\s+/g, " ").trim(),
      relevant,
      constraints: { genre: genre.genre, ...(years ? { years: years.years } : {}), ...(rating ? { minRating: rating.min } : {}) },
    });
  }
  return questions;
}

/** One edit (swap, drop or double a letter) in the longest word of five letters or more; null when none. */
function withTypo(text: string, random: Random): string | null {
  const words = text.split(/\s+/);
  const candidates = words.map((word, i) => [word, i] as const).filter(([word]) => /^[A-Za-z]{5,}$/.test(word));
  if (candidates.length === 0) return null;
  const [word, at] = candidates.reduce((best, next) => (next[0].length > best[0].length ? next : best));
  const position = 1 + Math.floor(random() * (word.length - 2));
  const kind = Math.floor(random() * 3);
  const changed =
    kind === 0
      ? word.slice(0, position) + word[position + 1] + word[position] + word.slice(position + 2)
      : kind === 1
        ? word.slice(0, position) + word.slice(position + 1)
        : word.slice(0, position) + word[position] + word.slice(position);
  if (changed === word) return null;
  return words.map((w, i) => (i === at ? changed : w)).join(" ");
}
