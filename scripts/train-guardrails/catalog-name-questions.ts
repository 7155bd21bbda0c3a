import { fill, pick, type Random } from "../lib/random";
import { inRegister } from "./registers";
import { loadCatalog, shortTitle, type CatalogBook } from "./catalog";

// Book questions that name only a title, an author or a series: no "book", "novel" or "read" for the topic rule to
// find. Several languages and registers, some titles misspelt or in lower case.
const TITLE_TEMPLATES = [
  "Is {title} any good?",
  "What happens in {title}?",
  "How does {title} end?",
  "Is {title} sad?",
  "Is {title} scary?",
  "Who is the villain in {title}?",
  "Where is {title} set?",
  "Is {title} based on a true story?",
  "Is {title} ok for a {age} year old?",
  "{title} or {title2}: which first?",
  "{title} vs {title2}?",
  "Did {author} do anything after {title}?",
  "Is the film of {title} faithful?",
  "Is the {title} movie better than the original?",
  "Does the {title} adaptation change the ending?",
  "Who translated {title} into English?",
  "Which translation of {title} flows best?",
  "Did {title} win any prizes?",
  "Why is {title} so famous?",
  "Is {title} overrated?",
  "What's the twist in {title}? no spoilers pls",
  "Is {title} hard going?",
  "is {title} funny",
  "{title}: worth the hype?",
  "How long is {title}?",
  "Who narrates {title}?",
  "What's the point of the ending of {title}?",
  "Is {title} a standalone?",
  "Was {title} banned anywhere?",
  "Is {title} too slow at the start?",
  "What did people think of {title} when it came out?",
  "Is {title} appropriate for a class of teenagers?",
  "Is {title} by {author} any good?",
  "Does {title} hold up today?",
  "Is there a sequel to {title}?",
];
const AUTHOR_TEMPLATES = [
  "Where should I start with {author}?",
  "What's {author}'s best?",
  "Is {author} still alive?",
  "Where was {author} born?",
  "Is {author} overrated?",
  "What is {author} best known for?",
  "Has {author} won any prizes?",
  "Which {author} is the least depressing?",
  "Is {author} hard to get into?",
  "Who are writers like {author}?",
  "Did {author} ever write under a pseudonym?",
  "What was {author}'s first?",
  "Is {author}'s early stuff better than the later?",
  "{author} or {author2}?",
  "Why did {author} become famous?",
  "Has {author} been translated much?",
  "any films made from {author}'s stuff?",
];
const SERIES_TEMPLATES = [
  "What's the order of the {series} series?",
  "How many are there in {series}?",
  "Is {series} finished?",
  "Do I have to start {series} from the first one?",
  "Is {title} the first in {series}?",
  "Which {series} one is the best?",
  "Can I skip around in {series}?",
  "Does {series} get better after the first?",
];
const PRIZES = [
  "Booker",
  "Booker Prize",
  "International Booker",
  "Pulitzer for fiction",
  "Nobel in literature",
  "Nobel Prize in Literature",
  "Hugo",
  "Nebula",
  "Goncourt",
  "Costa",
  "Women's Prize",
  "Carnegie Medal",
  "Newbery Medal",
  "Edgar",
  "Premio Strega",
  "Cervantes Prize",
  "Georg Büchner Prize",
  "Nike award",
  "Giller Prize",
  "Miles Franklin",
];
const PRIZE_TEMPLATES = [
  "Who won the {prize} in {year}?",
  "Did {author} ever win the {prize}?",
  "Has {title} won the {prize}?",
  "Which {prize} winners are worth it?",
  "How is the {prize} winner chosen?",
  "Was {author} shortlisted for the {prize}?",
];
const OTHER_LANGUAGES = [
  "¿Vale la pena {title}?",
  "¿Quién escribió {title}?",
  "¿Cómo termina {title}?",
  "¿Por dónde empiezo con {author}?",
  "¿{author} ganó algún premio?",
  "{title}, ça vaut le coup ?",
  "Qui a écrit {title} ?",
  "Par quoi commencer avec {author} ?",
  "Comment se termine {title} ?",
  "Lohnt sich {title}?",
  "Wer hat {title} geschrieben?",
  "Womit fange ich bei {author} an?",
  "Wie endet {title}?",
  "Vale la pena {title}?",
  "Chi ha scritto {title}?",
  "Da dove comincio con {author}?",
  "Vale a pena {title}?",
  "Quem escreveu {title}?",
  "Por onde começo com {author}?",
  "Czy warto sięgnąć po {title}?",
  "Kto napisał {title}?",
  "Od czego zacząć {author}?",
  "Is {title} de moeite waard?",
  "Wie schreef {title}?",
  "Кто написал «{title}»?",
  "Стоит ли «{title}»?",
  "Vem skrev {title}?",
  "{title} kimin eseri?",
  "「{title}」の作者は誰ですか？",
  "《{title}》好看吗？",
];
const AGES = ["8", "10", "11", "13", "15"];

/** One letter dropped or two swapped in one word: the misspellings real users make. */
function misspell(random: Random, text: string): string {
  const words = text.split(" ");
  const at = Math.floor(random() * words.length);
  const word = words[at];
  if (word.length < 5) return text;
  const i = 1 + Math.floor(random() * (word.length - 3));
  words[at] = random() < 0.5 ? word.slice(0, i) + word.slice(i + 1) : word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
  return words.join(" ");
}

function seriesOf(book: CatalogBook): string | undefined {
  return /\(([^)#]+?),?\s*#/.exec(book.title)?.[1]?.trim();
}

function render(random: Random, books: readonly CatalogBook[]): string {
  const book = pick(random, books);
  const other = pick(random, books);
  const roll = random();
  const series = seriesOf(book);
  const templates =
    roll < 0.4
      ? TITLE_TEMPLATES
      : roll < 0.6
        ? AUTHOR_TEMPLATES
        : roll < 0.7 && series
          ? SERIES_TEMPLATES
          : roll < 0.8
            ? PRIZE_TEMPLATES
            : roll < 0.95
              ? OTHER_LANGUAGES
              : TITLE_TEMPLATES;
  const title = random() < 0.15 ? misspell(random, shortTitle(book.title)) : shortTitle(book.title);
  return fill(pick(random, templates), {
    title,
    title2: shortTitle(other.title),
    author: book.authors[0],
    author2: other.authors[0],
    series: series ?? shortTitle(book.title),
    prize: pick(random, PRIZES),
    year: String(1990 + Math.floor(random() * 34)),
    age: pick(random, AGES),
  });
}

/** Questions naming only a title, author, series or prize, rendered from the catalog. */
export function catalogNameQuestions(file: string, random: Random, count: number): string[] {
  const books = loadCatalog(file);
  if (books.length === 0) return [];
  return Array.from({ length: count }, () => inRegister(random, render(random, books)));
}
