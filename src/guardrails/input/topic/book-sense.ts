import type { NormalisedText } from "../../normalize";
import { isBookWord, mentionsBookPhrase } from "./book-vocabulary";
import { isForeignBookWord, mentionsBooksInOtherScripts } from "./book-vocabulary-languages";
import { AMBIGUOUS_BOOK_WORDS, withoutNonBookSenses } from "./non-book-senses";
import { OFF_TOPIC_SUBJECT } from "./off-topic-words";

// Book words whose everyday sense is as common as the bookish one ("the PS5 digital edition", "plot a graph",
// "character limit", "the World Series", "page not found"). They are book evidence only when the
// prompt names no off-topic subject; "book" and "books" themselves, once their other senses are blanked out, always are.
const WEAK_BOOK_WORDS: ReadonlySet<string> = new Set(
  (
    "edition editions plot plots character characters genre genres bookmark bookmarks verse translation translations " +
    "adaptation kindle series chapter chapters page pages library libraries workbook workbooks booking booked"
  ).split(" "),
);
// Left over after the blanking, "book", "books" and the verb "read" ("what should I read on the plane?") are bookish.
const STRONG_WHEN_LEFT = new Set(["book", "books", "read", "reads"]);
const NON_WORD = /[^\p{L}\p{N}]+/u;

/** Plurals the vocabulary does not list ("isbns", "classics" from "classic") count as their singular. */
function isBookWordOrPlural(word: string): boolean {
  return isBookWord(word) || (word.endsWith("s") && isBookWord(word.slice(0, -1))) || isForeignBookWord(word);
}

/** Whether the prompt holds a book word that also has everyday senses ("series", "edition", "chapter", "read"). */
export function namesWeakBookWord(text: NormalisedText): boolean {
  for (const word of text.words) if (WEAK_BOOK_WORDS.has(word) || AMBIGUOUS_BOOK_WORDS.has(word)) return true;
  return false;
}

/**
 * Whether the prompt speaks of books in the bookish sense. Unambiguous book words settle it; words with other senses
 * ("book a table", "read my messages") are blanked out where those senses show and the rest looked at again; weak
 * words left over count unless an off-topic subject says which sense is meant.
 */
export function mentionsBooksInBookSense(text: NormalisedText): boolean {
  let weak = false;
  let ambiguous = false;
  for (const word of text.words) {
    if (AMBIGUOUS_BOOK_WORDS.has(word) || word.includes("book")) {
      ambiguous = true;
      continue;
    }
    if (!isBookWordOrPlural(word)) continue;
    if (!WEAK_BOOK_WORDS.has(word)) return true;
    weak = true;
  }
  if (mentionsBooksInOtherScripts(text.text) || mentionsBookPhrase(text.text)) return true;
  // Only words with other senses are left to look at, in the prompt with those senses blanked out.
  if (ambiguous) {
    const prose = withoutNonBookSenses(text.text);
    if (prose !== text.text && mentionsBookPhrase(prose)) return true;
    for (const word of prose.split(NON_WORD)) {
      if (!isBookWord(word) && !isForeignBookWord(word)) continue;
      if (STRONG_WHEN_LEFT.has(word) || !WEAK_BOOK_WORDS.has(word)) return true;
      weak = true;
    }
  }
  return weak && !OFF_TOPIC_SUBJECT.inPrompt(text);
}
