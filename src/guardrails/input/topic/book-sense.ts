import type { NormalisedText } from "../../normalize";
import { isBookWord, mentionsBookPhrase } from "./book-vocabulary";
import { isForeignBookWord, mentionsBooksInOtherScripts } from "./book-vocabulary-languages";
import { AMBIGUOUS_BOOK_WORDS, withoutNonBookSenses } from "./non-book-senses";
import { OFF_TOPIC_SUBJECT } from "./off-topic-words";
import { classifierOpinion } from "../../classifier/classifier-rule";
import { hasAnyWord } from "../../text/word-set";

// Book words whose everyday sense is as common as the bookish one ("the PS5 digital edition", "plot a graph",
// "character limit", "the World Series", "page not found"). They are book evidence only when the
// prompt names no off-topic subject and the classifier does not read it as plainly about something else; "book" and
// "books" themselves, once their other senses are blanked out, always are.
const WEAK_BOOK_WORDS: ReadonlySet<string> = new Set(
  (
    "edition editions plot plots character characters genre genres bookmark bookmarks verse translation translations " +
    "adaptation kindle kobo ereader ereaders series chapter chapters page pages library libraries workbook workbooks booking booked fiction"
  ).split(" "),
);
// Below this probability of a book question, weak words alone are no evidence: "my Kindle won't charge" (0.02),
// "chapter 7 and chapter 13 bankruptcy" (0.03) pass on to the default.
// Libraries are the exception: a public library is about reading, and a code library's senses are blanked out
// already ("why do libraries limit how many holds you can place?" is 0.06).
const WEAK_EVIDENCE_MIN_P_BOOK = 0.05;
const LIBRARY_WORDS = new Set(["library", "libraries"]);
// Other media whose plots, characters, genres and seasons weak words may be about: "the plot of the new Dune movie".
const OTHER_MEDIA: readonly string[] = (
  "movie movies film films tv episode episodes season seasons netflix hbo anime album albums song songs singer rapper " +
  "band podcast podcasts videogame videogames"
).split(" ");
// Left over after the blanking, "book", "books" and the verb "read" ("what should I read on the plane?") are bookish.
const STRONG_WHEN_LEFT = new Set(["book", "books", "read", "reads"]);
const NON_WORD = /[^\p{L}\p{N}]+/u;

// The topic rule asks from several places (its own check, the cues, the default); a long prompt is read once.
const bookSense = new WeakMap<NormalisedText, boolean>();
const blanked = new WeakMap<NormalisedText, string>();

/** "book" in any word ("bookmaker", "order book"), or a book word with everyday senses ("read", "chapter", "title"). */
function isAmbiguousBookWord(word: string): boolean {
  return AMBIGUOUS_BOOK_WORDS.has(word) || word.includes("book");
}

/** Plurals the vocabulary does not list ("isbns", "classics" from "classic") count as their singular. */
function isBookWordOrPlural(word: string): boolean {
  return isBookWord(word) || (word.endsWith("s") && isBookWord(word.slice(0, -1))) || isForeignBookWord(word);
}

/** Whether the prompt names another medium (a film, a series on TV, a song, a podcast, a video game). */
export function namesOtherMedium(text: NormalisedText): boolean {
  return hasAnyWord(text.words, OTHER_MEDIA);
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
  let found = bookSense.get(text);
  if (found === undefined) {
    found = readsBookSense(text);
    bookSense.set(text, found);
  }
  return found;
}

function blankedProse(text: NormalisedText): string {
  let prose = blanked.get(text);
  if (prose === undefined) {
    prose = withoutNonBookSenses(text.text);
    blanked.set(text, prose);
  }
  return prose;
}

function readsBookSense(text: NormalisedText): boolean {
  let weak = false;
  let library = false;
  let ambiguous = false;
  for (const word of text.words) {
    if (isAmbiguousBookWord(word)) {
      ambiguous = true;
      continue;
    }
    if (!isBookWordOrPlural(word)) continue;
    if (!WEAK_BOOK_WORDS.has(word)) return true;
    weak = true;
    library ||= LIBRARY_WORDS.has(word);
  }
  if (mentionsBooksInOtherScripts(text.text) || mentionsBookPhrase(text.text)) return true;
  // Only words with other senses are left to look at, in the prompt with those senses blanked out.
  if (ambiguous) {
    const prose = blankedProse(text);
    if (prose !== text.text && mentionsBookPhrase(prose)) return true;
    for (const word of prose.split(NON_WORD)) {
      if (!isBookWord(word) && !isForeignBookWord(word)) continue;
      if (STRONG_WHEN_LEFT.has(word) || !WEAK_BOOK_WORDS.has(word)) return true;
      weak = true;
      library ||= LIBRARY_WORDS.has(word);
    }
  }
  if (!weak || namesOtherMedium(text)) return false;
  // Library words need only that no off-topic subject is named.
  return library ? !OFF_TOPIC_SUBJECT.inPrompt(text) : weakEvidenceStands(text);
}

/**
 * Whether weak evidence of a book question stands: no off-topic subject is named and the classifier does not read the
 * prompt as plainly about something else. Weak book words and weak cues ("for a 10-year-old", "the difference
 * between") are both weighed this way.
 */
export function weakEvidenceStands(text: NormalisedText): boolean {
  return !OFF_TOPIC_SUBJECT.inPrompt(text) && classifierOpinion(text).pBook >= WEAK_EVIDENCE_MIN_P_BOOK;
}

/**
 * Whether the prompt's only book words are used in other senses ("the limit order book", "book value per share", "a
 * bookmaker", "chapter 11", "the main character in season two of the show"): a sign it is about that other thing,
 * which the classifier, reading the word "book", misses.
 */
export function usesBookWordsInOtherSensesOnly(text: NormalisedText): boolean {
  if (mentionsBooksInBookSense(text)) return false;
  if (namesWeakBookWord(text) && namesOtherMedium(text)) return true;
  for (const word of text.words) if (isAmbiguousBookWord(word)) return blankedProse(text) !== text.text;
  return false;
}
