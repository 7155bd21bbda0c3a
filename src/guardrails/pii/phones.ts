import { isValidIsbn } from "./isbn";
import type { PiiSpan } from "./span";

// A digit run with phone-style separators; a bounded middle keeps backtracking small.
const CANDIDATE = /(?<![\w+])(?:\+|00)?\(?\d[\d \t().\-\u2010-\u2015]{5,22}\d(?![\w])/g;
const SEPARATOR_RUN = /[\s().\-\u2010-\u2015]+/;
const CATALOGUE_CONTEXT =
  /(?:\b(?:isbn(?:-1[03])?|issn|oclc|lccn|doi|asin|dewey|call (?:no|number)|catalog(?:ue)?|cat\.?(?: no)?|item|order|ref(?:erence)?|id|no\.?|pages?|pp?\.?|vol(?:ume)?\.?|ch(?:apter)?\.?|edition|serial|barcode|upc|ean)|#)[\s:#.]*$/i;
const COUNTED_NOUN =
  /^\s*(?:pages|pp|copies|words|books|titles|readers|people|years|editions|dollars|euros|pounds|usd|eur|gbp|km|miles|times|votes|users|members|ratings|reviews|sold|printed|volumes|characters|entries|items)\b/i;
const YEAR = /^(?:1[0-9]|20)\d{2}$/;

function isDate(groups: string[]): boolean {
  if (groups.length !== 3) return false;
  const [a, b, c] = groups.map(Number);
  const lengths = groups.map((g) => g.length).join("-");
  if (lengths === "4-2-2" || lengths === "4-1-2" || lengths === "4-2-1") return b >= 1 && b <= 12 && c >= 1 && c <= 31;
  if (/^[12]-[12]-(?:2|4)$/.test(lengths)) return a >= 1 && a <= 31 && b >= 1 && b <= 31;
  return false;
}

function isRange(groups: string[], candidate: string): boolean {
  if (groups.length !== 2 || !/\d\s?[-\u2010-\u2015]\s?\d/.test(candidate)) return false;
  return groups[0].length === groups[1].length && Number(groups[1]) >= Number(groups[0]);
}

/** Decides whether a digit run is a phone number rather than an ISBN, year, range, date, price or catalogue number. */
function looksLikePhoneNumber(candidate: string, before = "", after = ""): boolean {
  const digits = candidate.replace(/\D/g, "");
  if (digits.length < 7 || digits.length > 15) return false;
  const international = /^(?:\+|00)/.test(candidate);
  // "+44 ..." and "(555) ..." are written as phone numbers whatever word comes before them.
  const phoneShaped = international || /^\(\d{2,5}\)/.test(candidate);
  if ((!phoneShaped && CATALOGUE_CONTEXT.test(before.slice(-24))) || COUNTED_NOUN.test(after)) return false;
  const groups = candidate
    .split(SEPARATOR_RUN)
    .filter((group) => group.length > 0)
    .map((group) => group.replace(/\D/g, ""));
  if (groups.length === 1) {
    if (international) return digits.length >= 8;
    return (digits.length === 10 || digits.length === 11) && !isValidIsbn(digits);
  }
  if (!international && /^\d+\.\d+$/.test(candidate)) return false;
  if (groups.every((group) => YEAR.test(group))) return false;
  if (isRange(groups, candidate) || isDate(groups)) return false;
  const last = groups[groups.length - 1];
  if (last.length === 1) return false;
  if (!international && groups.length === 2 && last.length < 4) return false;
  if (!international && groups.every((group) => group.length <= 2) && !groups[0].startsWith("0")) return false;
  if (groups.slice(1).every((group) => group === "000")) return false;
  if (digits.length >= 10 && isValidIsbn(digits) && /^[\d-]+$/.test(candidate)) return false;
  return true;
}

/** Phone numbers in common national and international formats. */
export function findPhones(text: string): PiiSpan[] {
  const spans: PiiSpan[] = [];
  for (const match of text.matchAll(CANDIDATE)) {
    let candidate = match[0];
    let start = match.index;
    // A "(" that never closes belongs to the surrounding prose, not to the number.
    if (candidate.startsWith("(") && !candidate.includes(")")) {
      candidate = candidate.slice(1);
      start += 1;
    }
    const end = start + candidate.length;
    if (looksLikePhoneNumber(candidate, text.slice(Math.max(0, start - 24), start), text.slice(end, end + 16))) {
      spans.push({ start, end });
    }
  }
  return spans;
}
