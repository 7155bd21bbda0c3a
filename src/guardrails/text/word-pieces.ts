/**
 * Pieces of a possible match, as required-words.ts reads a pattern: what is known of the words in it. A piece keeps
 * only the whole words inside it and its two ends (the start up to its first separator, the end from its last), so
 * joining pieces stays cheap however long the pattern: a word cut at a join is completed there or never taken.
 */

/** Zero-width: a word ends here. */
export const BOUND = "\u0001";
/** Anything: a character, several, or nothing; a word next to it may go on, so it is never taken. */
export const OPAQUE = "\u0002";
/** Some character that is neither an ASCII letter nor a digit. */
export const SEPARATOR = "\u0003";

export interface Piece {
  /** No separator inside: the piece is one fragment of a word (or empty), `head` and `tail` both hold it. */
  readonly open: boolean;
  /** Up to and including the first character that is not a-z or 0-9. */
  readonly head: string;
  /** The rarest whole words between the first and the last such character (longest first, at most RAREST_KEPT). */
  readonly words: readonly string[];
  /** From the last such character on. */
  readonly tail: string;
  /** Only word ends and characters that are not a-z or 0-9: repeated, it still only separates words. */
  readonly plain: boolean;
  /** Equal for pieces that say the same: sets of pieces are compared often. */
  readonly key: string;
}

function piece(open: boolean, head: string, words: readonly string[], tail: string, plain: boolean): Piece {
  return { open, head, words, tail, plain, key: open ? head : `${head}\u0004${words.join(" ")}\u0004${tail}` };
}

function isAlnum(code: number): boolean {
  return (code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39);
}

/** Runs of a-z and 0-9 with a known end on both sides (not the text's edge, not OPAQUE). */
function wholeWords(text: string): string[] {
  const found: string[] = [];
  let start = -1;
  for (let at = 0; at <= text.length; at += 1) {
    if (at < text.length && isAlnum(text.charCodeAt(at))) {
      if (start < 0) start = at;
    } else if (start >= 0) {
      if (start > 0 && text[start - 1] !== OPAQUE && at < text.length && text[at] !== OPAQUE) found.push(text.slice(start, at));
      start = -1;
    }
  }
  return found;
}

/** Words a piece keeps: conditions use a few of each match's rarest words, never more. */
export const RAREST_KEPT = 4;

// Words nearly every long prompt holds: kept last, whatever their length, so a piece keeps its telling words.
const COMMON_WORDS = new Set(
  (
    "a an the and or but if of to in on at by for with from as is are was were be been being am do does did have has had " +
    "i me my we us our you your he him his she her it its they them their this that these those what which who how when " +
    "where why not no so can could will would should may might must just also very really about into out up more most " +
    "some any all one there here then than"
  ).split(" "),
);

/** How common a word is, on a rough scale: one of COMMON_WORDS, else a short word, else a long one. */
export function wordCommonness(word: string): number {
  return COMMON_WORDS.has(word) ? 100 : word.length <= 3 ? 10 : 1;
}

function rarer(a: string, b: string): number {
  return Number(COMMON_WORDS.has(a)) - Number(COMMON_WORDS.has(b)) || b.length - a.length || (a < b ? -1 : a > b ? 1 : 0);
}

/** The rarest words: a very common word last, else longest first (a long word is rarer, so it rules out more prompts). */
function rarest(words: readonly string[]): readonly string[] {
  if (words.length <= 1) return words;
  const sorted = [...new Set(words)].sort(rarer);
  return sorted.length > RAREST_KEPT ? sorted.slice(0, RAREST_KEPT) : sorted;
}

/** The rarest of three lists' words (the lists already rarest first): cheap when some are empty. */
function rarestOf(left: readonly string[], middle: readonly string[], right: readonly string[]): readonly string[] {
  if (middle.length === 0 && right.length === 0) return left;
  if (middle.length === 0 && left.length === 0) return right;
  return rarest([...left, ...middle, ...right]);
}

/** Word ends and characters that are not a-z or 0-9 only (nothing OPAQUE): however often repeated, they separate. */
function isPlain(text: string): boolean {
  for (let at = 0; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if (isAlnum(code) || text[at] === OPAQUE) return false;
  }
  return text.length > 0;
}

export function pieceOf(text: string): Piece {
  let first = -1;
  let last = -1;
  for (let at = 0; at < text.length; at += 1) {
    if (!isAlnum(text.charCodeAt(at))) {
      if (first < 0) first = at;
      last = at;
    }
  }
  if (first < 0) return piece(true, text, [], text, false);
  return piece(
    false,
    text.slice(0, first + 1),
    first < last ? rarest(wholeWords(text.slice(first, last + 1))) : [],
    text.slice(last),
    isPlain(text),
  );
}

export const EMPTY = pieceOf("");
export const ANYTHING = pieceOf(OPAQUE);

export function join(left: Piece, right: Piece): Piece {
  if (left.open && left.head === "") return right;
  if (right.open && right.head === "") return left;
  if (left.open && right.open) return pieceOf(left.head + right.head);
  if (left.open) return piece(false, left.head + right.head, right.words, right.tail, false);
  if (right.open) return piece(false, left.head, left.words, left.tail + right.head, false);
  return piece(
    false,
    left.head,
    rarestOf(left.words, wholeWords(left.tail + right.head), right.words),
    right.tail,
    left.plain && right.plain,
  );
}

/** The end of a piece a following part may continue, as a piece of its own. */
export function tailOf(piece: Piece): Piece {
  return piece.open ? piece : pieceOf(piece.tail);
}

export function uniquePieces(pieces: readonly Piece[]): Piece[] {
  if (pieces.length <= 1) return [...pieces];
  return [...new Map(pieces.map((each) => [each.key, each])).values()];
}
