import { isValidIsbn } from "./isbn";
import { isPossibleNumber } from "./possible-number";
import { SentenceMarks } from "./sentence-marks";
import { climbsByOne, findReadOutPhones } from "./spelled-phones";
import { type PiiSpan, withoutOverlaps } from "./span";

// Digit runs with phone-style separators are found by one bounded pattern (linear, cheap on 32 KB of digits);
// libphonenumber-js then decides whether a run is a phone number of some country. Numbers written with "+" or
// "00" are read as international; national numbers are tried against the default countries in order.
// The "13" of "ISBN-13 978…" is the label's, not the start of a digit run.
const CANDIDATE = /(?<![\w+]|[iI][sS][bB][nN]-)(?:\+|00)?\(?\d[\d \t()./\-\u2010-\u2015]{5,22}\d(?!(?!x\d)\w)/g;
const SEPARATOR_RUN = /[\s()./\-\u2010-\u2015]+/;
// Each libphonenumber-js parse costs tens of microseconds: past this many distinct runs in one text, the rest are
// judged by their shape alone (and redacted when they look like phone numbers: personal data fails closed).
const MAX_LIBRARY_CHECKS = 48;
const CATALOGUE_CONTEXT =
  /(?:\b(?:issn|oclc|lccn|doi|asin|dewey|(?:congress|lc) control|call (?:no|number)|catalog(?:ue)?|cat\.?(?: no)?|item|order|ref(?:erence)?|id|no\.?|nr\.?|n[º°]\.?|bestellung|bestellnummer|auftrag|pedido|commande|ordine|zam[oó]wienie|sipari[sş]|tracking|sendung(?:snummer)?|invoice|rechnung|factura|facture|pages?|pp?\.?|vol(?:ume)?\.?|ch(?:apter)?\.?|edition|serial|barcode|upc|ean|(?:library of )?congress|version|build|release|zip(?: code)?|post ?code|postal code|plz|cep|code postal)(?:[\s:#.]*(?:no|nr|num|number|code|id))?(?: (?:is|was|reads))?|#)[\s:#.]*$/iu;
// "phone #", "tel. no." and "mobile:" introduce a phone number whatever catalogue-like mark follows them.
const PHONE_CONTEXT = /\b(?:phone|tel|telephone|cell|mobile|mob|whatsapp|fax)\b\.?\s*(?:no\.?|number|#)?[\s:#.]*$/i;
// The text marks a number as an ISBN: "ISBN 030-640-6152", "ISBN-10: ...", "the ISBN is ...".
const ISBN_MARK = /\bisbn(?:-?1[03])?\b[^.!?\n]{0,24}$/i;
const COUNTED_NOUN =
  /^\s*(?:pages|pp|copies|words|books|titles|readers|people|years|editions|dollars|euros|pounds|usd|eur|gbp|km|miles|times|votes|users|members|ratings|reviews|sold|printed|volumes|characters|entries|items|exemplaires|exemplare|exemplaren|ejemplares|exemplares|copie|copias|cópias|seiten|páginas|pagine|mots|wörter|palabras|parole|palavras|lecteurs|leser|lectores|lettori|leitores|livres|bücher|libros|libri|livros)(?![\p{L}\p{N}])/iu;
const YEAR = /^(?:1[0-9]|20)\d{2}$/;
// Word patterns asked of a sentence (pii/sentence-marks.ts): global, found once per text.
const PHONE_WORD = /\b(?:phone|tel|telephone|cell|mobile|whatsapp|fax|call|text|ring|dial)\b/gi;
const ISBN_WORD = /\bisbn/gi;
const CHECK_DIGIT_X = /^[\s\-\u2010-\u2015]?[xX](?![\w])/;

function isDate(groups: string[]): boolean {
  // A date and the hour after it ("2024-01-15 14:30"): the run stops at the colon.
  if (groups.length === 4 && groups[3].length <= 2) return isDate(groups.slice(0, 3));
  if (groups.length !== 3) return false;
  const [a, b, c] = groups.map(Number);
  const lengths = groups.map((g) => g.length).join("-");
  if (lengths === "4-2-2" || lengths === "4-1-2" || lengths === "4-2-1") return b >= 1 && b <= 12 && c >= 1 && c <= 31;
  if (/^[12]-[12]-(?:2|4)$/.test(lengths)) return a >= 1 && a <= 31 && b >= 1 && b <= 31;
  return false;
}

/** "1914-1918", "345-567", "85000-100000": two numbers joined by a dash, the second no smaller and no shorter. */
function isRange(groups: string[], candidate: string): boolean {
  if (groups.length !== 2 || !/\d\s?[-\u2010-\u2015]\s?\d/.test(candidate)) return false;
  const [from, to] = groups;
  if (from.length === to.length) return Number(to) >= Number(from);
  // Unequal lengths only from four digits up ("555-1234" is a local number) and without a trunk 0.
  return from.length >= 4 && to.length === from.length + 1 && !from.startsWith("0") && Number(to) > Number(from);
}

// The label right before the number: "ISBN 0679723254", "isbn-10: …", "ISBN number is …".
const ISBN_LABEL_JUST_BEFORE = /\bisbn(?:-?1[03])?(?: ?(?:number|no\.?|#))?\s*[:=]?\s*(?:is\s+)?$/i;

/**
 * ISBN-13s (978/979) are never phone numbers; an ISBN-10 checksum counts only where the text says "ISBN". Ten digits
 * the label itself introduces are the ISBN the reader typed, mistyped or not ("isbn 0679723254 vs 9780679723257?").
 */
function isIsbn(digits: string, groups: string[], before: string): boolean {
  if (digits.length === 10 && ISBN_LABEL_JUST_BEFORE.test(before)) return true;
  if (!isValidIsbn(digits)) return false;
  if (digits.length === 13) return true;
  // Hyphenated as ISBNs are (group-publisher-title-check: "0-306-40615-2"), not as phone numbers.
  if (groups.length === 4 && groups[3].length === 1) return true;
  return ISBN_MARK.test(before);
}

// Words that make a sentence about one edition of a book ("the paperback 0747532699", "US vs UK editions").
// Also a number asked about as a book's: "what book is …", "look up …", "on the back" (a sentence that says "number"
// is someone's number, below, whatever else it says).
const EDITION_WORD =
  /\b(?:paperbacks?|hardcovers?|hardbacks?|editions?|printings?|imprints?|reprints?|barcodes?|what (?:book|edition|title) is|look(?:ing)? up|on the back)\b/gi;
// A sentence that gives a number or a way to reach someone: its digits are that number, whatever edition it names.
const OWN_NUMBER = /\bnumbers?\b|\bmy no\b|\breach\b|\bcontact\b/gi;

/** Ten digits written as one run that check as an ISBN-10 ("0747532699"); grouped ("074-753-2699") they do not count. */
function isUnmarkedIsbn10(digits: string, groups: string[]): boolean {
  return groups.length === 1 && digits.length === 10 && isValidIsbn(digits);
}

/**
 * Digits spaced one by one ("0 7 7 0 0 9 0 0 1 2 3"): a number read out, not single-digit counts or a list, unless it
 * climbs by one ("1 2 3 4 5 6 7").
 */
function isSpacedOneByOne(groups: string[]): boolean {
  return groups.length >= 7 && groups.every((group) => group.length === 1) && !climbsByOne(groups.join(""));
}

/** Years, ranges, dates, decimals and counts in groups: digit runs that are not phone numbers, whatever surrounds them. */
function isOtherNumberByShape(candidate: string, groups: string[], international: boolean): boolean {
  if (!international && /^\d+\.\d+$/.test(candidate)) return true;
  // Thirteen digits opening with 978 or 979 are an ISBN or EAN, a mistyped one too; no national number is so long.
  if (!international && /^97[89]\d{10}$/.test(groups.join(""))) return true;
  if (groups.every((group) => YEAR.test(group))) return true;
  if (isRange(groups, candidate) || isDate(groups)) return true;
  const last = groups[groups.length - 1];
  if (last.length === 1) return true;
  if (!international && groups.length === 2 && last.length < 4) return true;
  if (!international && groups.every((group) => group.length <= 2) && !groups[0].startsWith("0")) return true;
  // "1 000 000": thousands groups. (A single run has no groups after the first: it is judged as a number below.)
  if (groups.length > 1 && groups.slice(1).every((group) => group === "000")) return true;
  return isThousandsGrouped(candidate, groups, international);
}

/**
 * "1 200 000", "12.500.000": one or two leading digits, then groups of three, spaced or dotted. No phone number is
 * written so: national numbers open with a longer group or a trunk 0, and end in a group of two or four.
 */
function isThousandsGrouped(candidate: string, groups: string[], international: boolean): boolean {
  if (international || groups.length < 3 || /[-()\u2010-\u2015]/.test(candidate)) return false;
  return groups[0].length <= 2 && !groups[0].startsWith("0") && groups.slice(1).every((group) => group.length === 3);
}

/**
 * A title's or a count's number followed by years: "Fahrenheit 451 1953", "top 10 2023 2024", "books 1-3 1995-1999".
 * At most four digits before the years and no trunk 0, so a full national number ending in a year-like group
 * ("212 555 1987") stays a phone, and so does one number and one year joined as a local number is ("555-1987"); a
 * sentence that names a phone or someone's number keeps it one too.
 */
function isNumberBeforeYears(candidate: string, groups: string[]): boolean {
  const firstYear = groups.findIndex((group) => YEAR.test(group));
  if (firstYear < 1 || !groups.slice(firstYear).every((group) => YEAR.test(group))) return false;
  const leading = groups.slice(0, firstYear);
  if (leading.join("").length > 4 || leading.some((group) => group.startsWith("0"))) return false;
  // One number and one year joined by a dash or a dot is how a local number is written ("555-1234").
  return groups.length > 2 || /^\d+\s+\d+$/.test(candidate);
}

/**
 * Runs that are book numbers only where the sentence names no phone, number or way to reach someone: an unmarked
 * ISBN-10 in a sentence about editions ("the paperback 0747532699 is the UK first edition"), a title's number before
 * its years. The checksum alone never makes a phone-shaped number an ISBN.
 */
type BookNumberShape = "isbn-10" | "number-before-years" | "long-code";

function bookNumberShape(candidate: string, digits: string, groups: string[]): BookNumberShape | undefined {
  if (candidate.includes("(")) return undefined;
  if (isUnmarkedIsbn10(digits, groups)) return "isbn-10";
  // Thirteen or more digits in one run, as a library barcode or an EAN is printed; a phone number that long is
  // written with "+" or "00" (international, never here) or grouped.
  if (groups.length === 1 && digits.length >= 13) return "long-code";
  return isNumberBeforeYears(candidate, groups) ? "number-before-years" : undefined;
}

function isBookNumberInSentence(shape: BookNumberShape, marks: SentenceMarks, start: number, end: number): boolean {
  const { from, to } = marks.bounds(start, end);
  if (marks.has(PHONE_WORD, from, to) || marks.has(OWN_NUMBER, from, to)) return false;
  return shape === "number-before-years" || marks.has(EDITION_WORD, from, to);
}

// An ISBN-13 as written: 978 or 979 and ten more digits, perhaps hyphenated or spaced.
const ISBN_13_WRITTEN = /(?<!\d)97[89](?:[\s\-\u2010-\u2015]?\d){10}(?!\d)/g;

function holdsIsbn13(text: string): boolean {
  return [...text.matchAll(ISBN_13_WRITTEN)].some((match) => isValidIsbn(match[0].replace(/\D/g, "")));
}

/**
 * An unmarked ISBN-10 after "ISBN" or after an ISBN-13 in its sentence ("is ISBN 978-… the same book as 0141439513?",
 * "9780141439518 and 0141439513 — same book?"), unless called a phone.
 */
function isIsbnInIsbnSentence(digits: string, marks: SentenceMarks, text: string, start: number): boolean {
  if (digits.length !== 10 || !isValidIsbn(digits)) return false;
  const { from, to } = marks.bounds(start, start);
  if (marks.has(PHONE_WORD, from, start)) return false;
  if (marks.has(ISBN_WORD, from, start)) return true;
  // Without the word, the whole sentence must name no phone and no number of someone's.
  return holdsIsbn13(text.slice(from, start)) && !marks.has(PHONE_WORD, from, to) && !marks.has(OWN_NUMBER, from, to);
}

/** Prices, counts and catalogue numbers: runs the words around them mark as not phone numbers. */
function isOtherNumberInContext(candidate: string, international: boolean, before: string, after: string): boolean {
  const phoneShaped = international || /^\(\d{2,5}\)/.test(candidate);
  const catalogued = !phoneShaped && CATALOGUE_CONTEXT.test(before.slice(-24)) && !PHONE_CONTEXT.test(before);
  return catalogued || COUNTED_NOUN.test(after);
}

/** The shape-only judgement used past MAX_LIBRARY_CHECKS: 7 to 15 digits, and grouped like a phone number. */
function hasPhoneShape(digits: string, groups: string[], international: boolean): boolean {
  if (international) return digits.length >= 8;
  if (groups.length === 1) return digits.length === 10 || digits.length === 11;
  return true;
}

/** What a run's own characters say: its digits and groups, or that it cannot be a phone number wherever it stands. */
interface RunShape {
  digits: string;
  groups: string[];
  international: boolean;
  bookNumber: BookNumberShape | undefined;
  /** Spaced one by one: a number read out whatever its country, so the library is not asked. */
  readOut: boolean;
}

function shapeOf(candidate: string): RunShape | undefined {
  const digits = candidate.replace(/\D/g, "");
  if (digits.length < 7 || digits.length > 15) return undefined;
  const international = /^(?:\+|00)/.test(candidate);
  const groups = candidate
    .split(SEPARATOR_RUN)
    .filter((group) => group.length > 0)
    .map((group) => group.replace(/\D/g, ""));
  // Digits read out one by one are a number whatever the shape rules say of single digits.
  const readOut = isSpacedOneByOne(groups);
  if (!readOut && isOtherNumberByShape(candidate, groups, international)) return undefined;
  if (groups.length === 1 && !international && digits.length < 10) return undefined;
  return { digits, groups, international, bookNumber: international ? undefined : bookNumberShape(candidate, digits, groups), readOut };
}

class PhoneJudge {
  // Per distinct run: its shape (a text of repeated numbers judges each shape once), then the library's verdict.
  private readonly shapes = new Map<string, RunShape | undefined>();
  private readonly seen = new Map<string, boolean>();

  private readonly marks: SentenceMarks;

  constructor(private readonly text: string) {
    this.marks = new SentenceMarks(text);
  }

  private shape(candidate: string): RunShape | undefined {
    if (this.shapes.has(candidate)) return this.shapes.get(candidate);
    const shape = shapeOf(candidate);
    this.shapes.set(candidate, shape);
    return shape;
  }

  /** Whether the run at [start, end) is a phone number, read with its surroundings. */
  judge(candidate: string, start: number, end: number): boolean {
    const shape = this.shape(candidate);
    if (shape === undefined) return false;
    const { digits, groups, international } = shape;
    const before = this.text.slice(Math.max(0, start - 40), start);
    const after = this.text.slice(end, end + 16);
    if (isIsbn(digits, groups, before) || isOtherNumberInContext(candidate, international, before, after)) return false;
    if (!international && isIsbnInIsbnSentence(digits, this.marks, this.text, start)) return false;
    if (shape.bookNumber !== undefined && isBookNumberInSentence(shape.bookNumber, this.marks, start, end)) return false;
    // An ISBN-10 whose check digit is X: the run stops before it ("0-8044-2957-X"); no phone number ends in X.
    if (!international && digits.length === 9 && CHECK_DIGIT_X.test(after)) return false;
    if (shape.readOut) return true;
    const known = this.seen.get(candidate);
    if (known !== undefined) return known;
    const possible =
      this.seen.size < MAX_LIBRARY_CHECKS ? isPossibleNumber(candidate, international) : hasPhoneShape(digits, groups, international);
    this.seen.set(candidate, possible);
    return possible;
  }
}

/**
 * A bracket that does not close inside the run belongs to the surrounding prose ("Fahrenheit 451 (1953), …"): the run
 * is cut there and each side judged on its own, so a title's number and a year never join into one phone number.
 */
function balancedPieces(candidate: string): { text: string; offset: number }[] {
  if (!candidate.includes("(") && !candidate.includes(")")) return [{ text: candidate, offset: 0 }];
  const unmatched: number[] = [];
  const open: number[] = [];
  for (let i = 0; i < candidate.length; i++) {
    if (candidate[i] === "(") open.push(i);
    else if (candidate[i] === ")") {
      if (open.length > 0) open.pop();
      else unmatched.push(i);
    }
  }
  unmatched.push(...open);
  if (unmatched.length === 0) return [{ text: candidate, offset: 0 }];
  const pieces: { text: string; offset: number }[] = [];
  let from = 0;
  for (const cut of [...unmatched.sort((a, b) => a - b), candidate.length]) {
    pieces.push({ text: candidate.slice(from, cut), offset: from });
    from = cut + 1;
  }
  return pieces;
}

/**
 * Phone numbers of any country libphonenumber-js knows, written nationally (default countries) or with +CC, and read
 * out in digit words.
 */
export function findPhones(text: string): PiiSpan[] {
  const spans: PiiSpan[] = [];
  const judge = new PhoneJudge(text);
  for (const match of text.matchAll(CANDIDATE)) {
    const pieces = balancedPieces(match[0]);
    if (pieces.length === 1) {
      if (judge.judge(match[0], match.index, match.index + match[0].length))
        spans.push({ start: match.index, end: match.index + match[0].length });
      continue;
    }
    for (const piece of pieces) {
      // What is left of a piece after the cut is matched again: it may have lost its digits at either end.
      for (const inner of piece.text.matchAll(CANDIDATE)) {
        const start = match.index + piece.offset + inner.index;
        const end = start + inner[0].length;
        if (judge.judge(inner[0], start, end)) spans.push({ start, end });
      }
    }
  }
  return withoutOverlaps([...spans, ...findReadOutPhones(text)]);
}
