import type { OutputCheck, OutputContext } from "./types";

// "[3]", "[1, 2]", "[2-4]" for books and "[W1]", "[W1, W2]" for web sources; four-digit numbers are years, not citations.
const CITATION = /\[\s*(W?\d{1,3}(?:\s*(?:,|-|–)\s*W?\d{1,3})*)\s*\]/gi;
const REFERENCE = /(W?)(\d{1,3})/gi;

function citesMissingSource(group: string, ctx: OutputContext): boolean {
  for (const [, web, digits] of group.matchAll(REFERENCE)) {
    const n = Number(digits);
    const available = web ? ctx.citations.web : ctx.citations.books;
    if (n < 1 || n > available) return true;
  }
  return false;
}

/** A citation to a source that was not provided: [n] beyond the books given, [Wn] beyond the web results. */
export const outputCitation: OutputCheck = {
  id: "output_citation",
  check: (text, ctx) => {
    for (const [, group] of text.matchAll(CITATION)) if (citesMissingSource(group, ctx)) return true;
    return false;
  },
};
