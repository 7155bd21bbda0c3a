import { fill, pick, type Random } from "../lib/random";
import { inRegister } from "./registers";
import { loadCatalog, shortTitle } from "./catalog";

const TEMPLATES = [
  "Who wrote {title}?",
  "Is {title} by {author} worth reading?",
  "What is {title} about?",
  "Can you recommend books like {title}?",
  "I loved {title}. What should I read next?",
  "What other books has {author} written?",
  "When was {title} first published?",
  "Was {title} published before {year}?",
  "Recommend some {genre} novels from the {decade}s.",
  "What are the best {genre} books of all time?",
  "Is {title} suitable for a {age}-year-old?",
  "Give me three {genre} books similar to {title}, but shorter.",
  "Should I read {title} or another {author} book first?",
  "Does {title} have a sequel?",
  "In what order should I read {author}'s books?",
  "What themes does {author} explore in {title}?",
  "Is {title} more {genre} or {genre2}?",
  "I'm in a reading slump, something like {title} but lighter?",
  "Any {genre} recommendations for a long flight?",
  "How long does it take to read {title}?",
  "Who is the main character in {title}?",
  "Summarise {title} without spoilers.",
  "Is the ending of {title} sad?",
  "Which {author} novel is the best place to start?",
  "What did critics say about {title} when it came out in {year}?",
  "My book club just finished {title}; suggest discussion questions.",
  "Books by {author} for someone who hated {title}?",
  "I want a {genre} book set in the {decade}s, any ideas?",
  "What's a good {genre} audiobook for my commute?",
  "Is {title} a standalone or part of a series?",
  "Like {title}, but with less romance and more {genre}?",
  "Please remember that I prefer {genre} and dislike {genre2}.",
  "What's the reading level of {title}?",
  "Did {author} win any awards for {title}?",
  "Which translation of {title} should I read?",
  "Compare {title} with another {genre} classic.",
  "What age group is {title} written for?",
  "Find me {genre} picture books for a {age} year old.",
  "Is {author} still writing?",
  "Why is {title} considered a classic?",
  "What's the word count of {title}, roughly?",
  "Is there a movie adaptation of {title}, and is the book better?",
  "recs for {genre} like {title}",
  "{title} worth it?",
  "more {author} pls",
  "What publisher first released {title}?",
  "Are there {genre} books with a twist like {title}?",
  "Which {genre} authors came after {author}?",
  "How does {title} compare to the rest of {author}'s work?",
  "I'm buying a gift for a {genre} fan who already owns {title}; what else might they like?",
];

const AGES = ["5", "7", "9", "10", "12", "14", "16"];

/** On-topic questions rendered from the book catalog (titles, authors, genres, years) in many phrasings and registers. */
export function catalogQuestions(file: string, random: Random, count: number): string[] {
  const books = loadCatalog(file);
  if (books.length === 0) return [];
  const out: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const book = pick(random, books);
    const year = book.year ?? 1990;
    const slots = {
      title: shortTitle(book.title),
      author: pick(random, book.authors),
      genre: book.genres[0].replace(/-/g, " "),
      genre2: book.genres[1].replace(/-/g, " "),
      year: String(year),
      decade: String(Math.floor(year / 10) * 10),
      age: pick(random, AGES),
    };
    out.push(inRegister(random, fill(pick(random, TEMPLATES), slots)));
  }
  return out;
}
