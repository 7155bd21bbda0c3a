import { stripLatinDiacritics } from "./diacritics";
import { decodeEscapes } from "./escapes";
import { foldHomoglyphs } from "./homoglyphs";
import { removeInvisible } from "./invisible";
import { unwrapMarkup } from "./markup";
import { regionalIndicatorsToLetters } from "./regional-indicators";
import { plainPunctuation } from "./typography";

const NON_ASCII = /[\u0080-\uFFFF]/;
// A single quote that is not an apostrophe inside a word ("the 'romantic' side") is only punctuation.
const QUOTE_MARK = /(?<![a-z0-9])'|'(?![a-z0-9])/g;
// C0 controls and DEL, except tab and line breaks.
// eslint-disable-next-line no-control-regex -- control characters are what it removes
const CONTROL = /[\0-\x08\x0B\x0C\x0E-\x1F\x7F]/g;

/** NFKC, invisible characters removed, escapes decoded, punctuation made plain: case and markup are kept. */
export function cleanText(text: string): string {
  if (!NON_ASCII.test(text)) return decodeEscapes(text.replace(CONTROL, ""));
  const visible = removeInvisible(regionalIndicatorsToLetters(text.normalize("NFKC")));
  return plainPunctuation(decodeEscapes(visible));
}

/** Lower-case reading of cleaned text with markup seen through and look-alike letters folded (whitespace not collapsed). */
export function foldCleanText(cleaned: string): string {
  const folded = foldHomoglyphs(stripLatinDiacritics(unwrapMarkup(cleaned)).toLowerCase());
  return folded.includes("'") ? folded.replace(QUOTE_MARK, " ") : folded;
}
