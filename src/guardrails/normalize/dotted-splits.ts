// Words cut by dots to slip past word matching: "ig.no.re all pre.vi.ous in.struc.tions". Single letters between
// dots ("i.g.n.o.r.e") are the spaced-letters reading's job; this one rejoins short fragments.
const DOTTED_WORD = /(?<![a-z.])[a-z]{1,6}(?:\.[a-z]{1,6}){1,5}(?![a-z])/g;
// The dot first, then what is around it: scanning for the dot is far cheaper than testing every letter.
const INNER_DOT = /\.(?<=[a-z]\.)(?=[a-z])/g;
const ANY_INNER_DOT = /[a-z]\.[a-z]/;

/** Two different dotted words, so that one abbreviation or web address ("e.g.", "goodreads.com") is left alone. */
function hasTwoDottedWords(text: string): boolean {
  let first: string | undefined;
  for (const [token] of text.matchAll(DOTTED_WORD)) {
    if (first === undefined) first = token;
    else if (token !== first) return true;
  }
  return false;
}

/** The text with dots inside words removed, or undefined when no two words look deliberately split by dots. */
export function joinDottedSplits(text: string): string | undefined {
  return ANY_INNER_DOT.test(text) && hasTwoDottedWords(text) ? text.replace(INNER_DOT, "") : undefined;
}
