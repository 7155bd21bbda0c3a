import { normalizeQuestion } from "../understand/text";

/** Words that name no book: asked-for phrasing, function words, and the catalog's own vocabulary of asking. */
const STOP_WORDS = new Set(
  (
    "a an and are as at be but by can could did do does for from had has have he her his how i if in into is it its " +
    "me my of on or our she so some something that the their them then there these they this those to was we were " +
    "what when where which who whom why will with would you your any about like want give tell show find looking " +
    "book books novel novels read reading recommend recommendations suggest please written wrote write author authors " +
    "s t"
  ).split(" "),
);

const MAX_TERMS = 16;

/**
 * The question's words as the catalog's documents are folded (accents off, lower case, letters and digits only),
 * without stop words: what the lexical search looks up.
 */
export function questionTerms(question: string): string[] {
  const words = normalizeQuestion(question).match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.filter((word) => !STOP_WORDS.has(word)))].slice(0, MAX_TERMS);
}

/** The word with one letter dropped, or two neighbours swapped: exact lookups that catch what trigrams miss. */
export function typoVariants(word: string): string[] {
  const variants = new Set<string>();
  for (let i = 0; i < word.length; i++) variants.add(word.slice(0, i) + word.slice(i + 1));
  for (let i = 0; i + 1 < word.length; i++) variants.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  variants.delete(word);
  return [...variants];
}
