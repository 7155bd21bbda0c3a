import { type AST, RegExpParser } from "@eslint-community/regexpp";
import {
  ANYTHING,
  BOUND,
  EMPTY,
  join,
  OPAQUE,
  type Piece,
  pieceOf,
  RAREST_KEPT,
  SEPARATOR,
  tailOf,
  uniquePieces,
  wordCommonness,
} from "./word-pieces";

/**
 * The words a pattern cannot match without, read from the pattern itself. A reading whose words miss them cannot
 * match, and the pattern is not run: on a long prompt most patterns stop at a few array reads instead of scanning
 * every character. Exact by construction: a word is only taken where the pattern itself ends it on both sides (a
 * space, punctuation, `\b`, `^`, a look-around that rules out letters and digits), so it is a whole run of a-z and
 * 0-9 in every match, and `NormalisedText.patternWords` holds every such run.
 *
 * The pattern is spelled out as the pieces a match can be made of while they stay few (./word-pieces.ts), and as
 * groups of words beyond that: the prefilter of RE2 and of code search engines, on words instead of substrings.
 */

/** Word groups that all hold: each has a word in the text (the shape of a rule's hand-written anchors). */
type Anchors = readonly (readonly string[])[];

/** Branches, any of which a match takes; in each, every group holds a word of the match. Empty: no condition known. */
export type WordCondition = readonly Anchors[];

const MAX_PIECES = 32;
/** Pieces a group starts from; more are set down first (only their tails go in). */
const MAX_PREFIXES = 16;
const MAX_GROUPS = RAREST_KEPT;
/** Branches a pattern is read as, each with its own groups ("\\b(?:a b|c d)\\b": a and b, or c and d). */
const MAX_BRANCHES = 16;
/** Repetitions spelled out up to this many ("(?:very ){1,2}"); more are read as anything. */
const MAX_SPELLED_REPEATS = 3;

/**
 * Every match is one of `pieces`; or the groups hold and the match ends with one of `tails` (what a following part
 * may continue).
 */
type Reading = { readonly pieces: readonly Piece[] } | { readonly groups: Anchors; readonly tails: readonly Piece[] };

const ALNUM = [..."abcdefghijklmnopqrstuvwxyz0123456789"];

function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

/**
 * Groups from pieces: a word every piece holds is a group of its own; beyond those, group k holds the k-th rarest
 * word of each piece (its rarest when it has fewer). The rarest groups are kept.
 */
function groupsOfPieces(pieces: readonly Piece[]): Anchors {
  const wordsOfEach = pieces.map((piece) => piece.words);
  if (wordsOfEach.length === 0 || wordsOfEach.some((words) => words.length === 0)) return [];
  const shared = wordsOfEach[0].filter((word) => wordsOfEach.every((words) => words.includes(word)));
  const depth = Math.min(MAX_GROUPS, Math.max(...wordsOfEach.map((words) => words.length)));
  const kth = Array.from({ length: depth }, (_, k) => unique(wordsOfEach.map((words) => words[Math.min(k, words.length - 1)])));
  return shared.length === 0 || pieces.length === 1 ? kth : allOf([shared.map((word) => [word]), kth]);
}

function groupsOf(reading: Reading): Anchors {
  return "groups" in reading ? reading.groups : groupsOfPieces(reading.pieces);
}

function tailsOf(reading: Reading): readonly Piece[] {
  return "tails" in reading ? reading.tails : uniquePieces(reading.pieces.map(tailOf));
}

/** How likely a prompt is to hold a word of the group: a short word ("the", "to") is far commoner than a long one. */
function commonness(group: readonly string[]): number {
  return group.reduce((sum, word) => sum + wordCommonness(word), 0);
}

/** Both hold: every group of each; the rarest groups kept, as they rule out the most prompts. */
function allOf(groups: readonly Anchors[]): Anchors {
  const all = groups.flat();
  const distinct = [...new Map(all.map((group) => [[...group].sort().join(" "), group])).values()];
  return distinct.sort((a, b) => commonness(a) - commonness(b)).slice(0, MAX_GROUPS);
}

/** Either holds: a match of one side has a word of that side's group k, so the union of the k-th groups holds. */
function eitherOf(readings: readonly Anchors[]): Anchors {
  if (readings.length === 0 || readings.some((groups) => groups.length === 0)) return [];
  const depth = Math.min(MAX_GROUPS, Math.max(...readings.map((groups) => groups.length)));
  return Array.from({ length: depth }, (_, k) => unique(readings.flatMap((groups) => groups[Math.min(k, groups.length - 1)])));
}

/**
 * A sequence read left to right. Pieces are multiplied out while they stay few; past that, the words they hold are
 * set down as groups and only their tails go on, so a word is never cut where they were set down.
 */
class Sequence {
  private readonly done: Anchors[] = [];
  private pieces: readonly Piece[];

  constructor(prefixes: readonly Piece[]) {
    this.pieces = prefixes;
  }

  /** The pieces so far, for a group to start from (few of them: set down first if needed). */
  prefixes(): readonly Piece[] {
    if (this.pieces.length > MAX_PREFIXES) this.setDown();
    return this.pieces;
  }

  /** A group read from `prefixes()`: its pieces already start with the sequence's. */
  continueWith(reading: Reading): void {
    if ("pieces" in reading) this.pieces = reading.pieces;
    else {
      this.done.push(reading.groups);
      this.pieces = reading.tails;
    }
  }

  append(reading: Reading): void {
    if ("groups" in reading) {
      this.setDown();
      this.done.push(reading.groups);
      this.pieces = reading.tails;
      return;
    }
    if (this.pieces.length * reading.pieces.length > MAX_PIECES) this.setDown();
    if (this.pieces.length * reading.pieces.length > MAX_PIECES) this.pieces = [ANYTHING];
    if (reading.pieces.length === 1) {
      const [right] = reading.pieces;
      this.pieces = this.pieces.map((left) => join(left, right));
    } else this.pieces = uniquePieces(this.pieces.flatMap((left) => reading.pieces.map((right) => join(left, right))));
  }

  reading(): Reading {
    if (this.done.length === 0) return { pieces: this.pieces };
    return { groups: allOf([...this.done, groupsOfPieces(this.pieces)]), tails: tailsOf({ pieces: this.pieces }) };
  }

  private setDown(): void {
    this.done.push(groupsOfPieces(this.pieces));
    this.pieces = tailsOf({ pieces: this.pieces });
  }
}

function alternatives(readings: readonly Reading[]): Reading {
  if (readings.every((reading) => "pieces" in reading)) {
    const pieces = uniquePieces(readings.flatMap((reading) => ("pieces" in reading ? reading.pieces : [])));
    if (pieces.length <= MAX_PIECES) return { pieces };
  }
  const tails = uniquePieces(readings.flatMap(tailsOf));
  return { groups: eitherOf(readings.map(groupsOf)), tails: tails.length <= MAX_PREFIXES ? tails : [ANYTHING] };
}

function concatenate(parts: readonly Reading[]): Reading {
  const sequence = new Sequence([EMPTY]);
  for (const part of parts) sequence.append(part);
  return sequence.reading();
}

interface Context {
  readonly flags: string;
  readonly ignoreCase: boolean;
  /** Groups already read, by the prefixes they were read from: branches share most of their groups. */
  readonly groupsRead: Map<AST.Node, Map<string, Reading>>;
}

const characterTests = new Map<string, RegExp>();

/** The class or set alone, as a pattern that tests one character. */
function wholeCharacter(raw: string, flags: string): RegExp {
  const key = `${flags} ${raw}`;
  let test = characterTests.get(key);
  if (test === undefined) {
    test = new RegExp(`^${raw}$`, flags.replace(/[gy]/g, ""));
    characterTests.set(key, test);
  }
  return test;
}

function fold(character: string, context: Context): string {
  return context.ignoreCase ? character.toLowerCase() : character;
}

function piecesOf(characters: readonly string[]): Reading {
  return { pieces: uniquePieces(characters.map(pieceOf)) };
}

/** One character of a class or set: its few possible characters, a separator, or anything. */
function characterChoice(raw: string, element: AST.CharacterClass | AST.CharacterSet, context: Context): Reading {
  const single = wholeCharacter(raw, context.flags);
  if (!ALNUM.some((character) => single.test(character))) return piecesOf([SEPARATOR]);
  if (element.type === "CharacterClass" && !element.negate && !element.unicodeSets) {
    const characters: string[] = [];
    for (const member of element.elements) {
      if (member.type === "Character") characters.push(String.fromCodePoint(member.value));
      else if (member.type === "CharacterClassRange" && member.max.value - member.min.value < 8) {
        for (let code = member.min.value; code <= member.max.value; code += 1) characters.push(String.fromCodePoint(code));
      } else return piecesOf([OPAQUE]);
    }
    if (characters.length <= 8) return piecesOf(characters.map((character) => fold(character, context)));
  }
  return piecesOf([OPAQUE]);
}

/**
 * Whether whatever the elements match opens with a character that is not a-z or 0-9, or with the end of the text
 * (" ?[,.;:!?-]", "$"). False when they may match nothing, or when that cannot be told.
 */
function opensWithSeparator(elements: readonly AST.Element[], context: Context): boolean {
  for (const element of elements) {
    switch (element.type) {
      case "Character":
      case "CharacterClass":
      case "CharacterSet": {
        const single = wholeCharacter(element.raw, context.flags);
        return !ALNUM.some((character) => single.test(character));
      }
      case "Assertion":
        return element.kind === "end" || (element.kind === "lookahead" && endsWords(element, context));
      case "Group":
      case "CapturingGroup":
        return element.alternatives.every((alternative) => opensWithSeparator(alternative.elements, context));
      case "Quantifier":
        if (!opensWithSeparator([element.element], context)) return false;
        if (element.min > 0) return true;
        // absent or opening with a separator: what follows decides
        break;
      default:
        return false;
    }
  }
  return false;
}

/**
 * A look-around after which no word goes on: a negative one whose body matches every letter and digit on its own, or
 * a look-ahead whose every alternative opens with a separator or the end of the text.
 */
function endsWords(assertion: AST.LookaroundAssertion, context: Context): boolean {
  if (!assertion.negate) {
    return (
      assertion.kind === "lookahead" && assertion.alternatives.every((alternative) => opensWithSeparator(alternative.elements, context))
    );
  }
  const body = wholeCharacter(`(?:${assertion.alternatives.map((alternative) => alternative.raw).join("|")})`, context.flags);
  return ALNUM.every((character) => body.test(character));
}

function readAssertion(assertion: AST.Assertion, context: Context): Reading {
  switch (assertion.kind) {
    case "start":
    case "end":
      return piecesOf([BOUND]);
    case "word":
      return piecesOf([assertion.negate ? OPAQUE : BOUND]);
    default:
      // Any other look-around consumes nothing: the words around it are what the match holds there.
      return piecesOf([endsWords(assertion, context) ? BOUND : ""]);
  }
}

/**
 * Pieces repeated any number of times from `min`: none, one, or several, known by how the first starts and the last
 * ends (what lies between is anything). A repeat that opens with a space still ends the word before it.
 */
function manyRepeats(pieces: readonly Piece[], min: number): Reading {
  const starts = uniquePieces(pieces.map((piece) => pieceOf(piece.head)));
  const ends = uniquePieces(pieces.map(tailOf));
  const several = uniquePieces(starts.flatMap((start) => ends.map((end) => join(join(start, ANYTHING), end))));
  return alternatives([...(min === 0 ? [{ pieces: [EMPTY] }] : []), ...(min <= 1 ? [{ pieces }] : []), { pieces: several }]);
}

function readQuantifier(quantifier: AST.Quantifier, context: Context): Reading {
  const inner = readElement(quantifier.element, context, [EMPTY]);
  if ("pieces" in inner && quantifier.max <= MAX_SPELLED_REPEATS) {
    const counts = Array.from({ length: quantifier.max - quantifier.min + 1 }, (_, k) => quantifier.min + k);
    return alternatives(counts.map((count) => concatenate(Array.from({ length: count }, () => inner))));
  }
  if ("pieces" in inner && inner.pieces.every((piece) => piece.plain)) return piecesOf([quantifier.min === 0 ? OPAQUE : SEPARATOR]);
  if ("pieces" in inner) return manyRepeats(inner.pieces, quantifier.min);
  if (quantifier.min === 0) return piecesOf([OPAQUE]);
  const groups = groupsOf(concatenate([piecesOf([OPAQUE]), inner, piecesOf([OPAQUE])]));
  return groups.length === 0 ? piecesOf([OPAQUE]) : { groups, tails: [ANYTHING] };
}

/**
 * A group, each alternative read on from `prefixes` and, when what follows the group only separates words (`\\b`, a
 * space), with that too: the last word of each alternative is then whole before the alternatives are merged.
 */
function readGroup(group: AST.Group | AST.CapturingGroup, context: Context, prefixes: readonly Piece[], suffix?: Reading): Reading {
  const byPrefixes = context.groupsRead.get(group) ?? new Map<string, Reading>();
  context.groupsRead.set(group, byPrefixes);
  const key = [...prefixes, ...(suffix && "pieces" in suffix ? suffix.pieces : [])].map((piece) => piece.key).join("\u0005");
  let reading = byPrefixes.get(key);
  if (reading === undefined) {
    reading = alternatives(group.alternatives.map((alternative) => readAlternative(alternative, context, prefixes, suffix)));
    byPrefixes.set(key, reading);
  }
  return reading;
}

/** An element; a group reads its alternatives on from `prefixes` (what the sequence before it may end with). */
function readElement(element: AST.Element, context: Context, prefixes: readonly Piece[]): Reading {
  switch (element.type) {
    case "Character":
      return piecesOf([fold(String.fromCodePoint(element.value), context)]);
    case "CharacterClass":
    case "CharacterSet":
      return element.type === "CharacterSet" && element.kind === "any"
        ? piecesOf([OPAQUE])
        : characterChoice(element.raw, element, context);
    case "Group":
    case "CapturingGroup":
      return readGroup(element, context, prefixes);
    case "Quantifier":
      return readQuantifier(element, context);
    case "Assertion":
      return readAssertion(element, context);
    default:
      return piecesOf([OPAQUE]);
  }
}

/** What an element reads as when it only separates words (a word end, punctuation, a space), else undefined. */
function separatorOnly(element: AST.Element | undefined, context: Context): Reading | undefined {
  if (element === undefined || element.type === "Group" || element.type === "CapturingGroup" || element.type === "Quantifier")
    return undefined;
  const reading = readElement(element, context, [EMPTY]);
  return "pieces" in reading && reading.pieces.every((piece) => piece.plain) ? reading : undefined;
}

/**
 * What a group may read in after its alternatives: a separator-only element, or a separator standing for an element
 * that always opens with one (" here| speaking", "(?= ?[,.]|$)"), so each alternative's last word is whole there.
 */
function followingSeparator(element: AST.Element | undefined, context: Context): Reading | undefined {
  const only = separatorOnly(element, context);
  if (only !== undefined || element === undefined) return only;
  return opensWithSeparator([element], context) ? piecesOf([SEPARATOR]) : undefined;
}

/**
 * Reads elements on into the sequence; a run of plain characters goes in as one piece. `suffix`: what follows the
 * elements when it only separates words (repeating it changes no word, so a group may read it in too).
 */
function readInto(sequence: Sequence, elements: readonly AST.Element[], context: Context, suffix?: Reading): void {
  let literal = "";
  for (const [at, element] of elements.entries()) {
    if (element.type === "Character") {
      literal += fold(String.fromCodePoint(element.value), context);
      continue;
    }
    if (literal !== "") sequence.append(piecesOf([literal]));
    literal = "";
    if (element.type === "Group" || element.type === "CapturingGroup") {
      const after = at === elements.length - 1 ? suffix : followingSeparator(elements[at + 1], context);
      sequence.continueWith(readGroup(element, context, sequence.prefixes(), after));
    } else sequence.append(readElement(element, context, [EMPTY]));
  }
  if (literal !== "") sequence.append(piecesOf([literal]));
}

function readAlternative(alternative: AST.Alternative, context: Context, prefixes: readonly Piece[], suffix?: Reading): Reading {
  const sequence = new Sequence(prefixes);
  readInto(sequence, alternative.elements, context, suffix);
  if (suffix) sequence.append(suffix);
  return sequence.reading();
}

/** Branches a match takes: groups spelled out in place (the first first) while there are at most `budget` branches. */
function branchesOf(elements: readonly AST.Element[], budget: number): (readonly AST.Element[])[] {
  const at = elements.findIndex((element) => element.type === "Group" || element.type === "CapturingGroup");
  if (at < 0) return [elements];
  const group = elements[at] as AST.Group | AST.CapturingGroup;
  if (group.alternatives.length > budget) return [elements];
  const share = Math.floor(budget / group.alternatives.length);
  return group.alternatives.flatMap((alternative) =>
    branchesOf([...elements.slice(0, at), ...alternative.elements, ...elements.slice(at + 1)], share),
  );
}

function readBranch(elements: readonly AST.Element[], context: Context): Anchors {
  const sequence = new Sequence([ANYTHING]);
  readInto(sequence, elements, context);
  sequence.append(piecesOf([OPAQUE]));
  return groupsOf(sequence.reading());
}

function readPattern(pattern: RegExp): WordCondition {
  const unicode = pattern.flags.includes("u") || pattern.flags.includes("v");
  const ast = new RegExpParser({ ecmaVersion: 2025 }).parsePattern(pattern.source, 0, pattern.source.length, {
    unicode,
    unicodeSets: pattern.flags.includes("v"),
  });
  const context: Context = { flags: pattern.flags, ignoreCase: pattern.flags.includes("i"), groupsRead: new Map() };
  const branches = ast.alternatives.flatMap((alternative) => branchesOf(alternative.elements, MAX_BRANCHES));
  const conditions = branches.map((branch) => readBranch(branch, context));
  return conditions.some((groups) => groups.length === 0) ? [] : conditions;
}

/** By source and flags (not by object): a sticky or global copy of a pattern needs the same words. */
const known = new Map<string, WordCondition>();

/**
 * What every match of the pattern needs: one of the branches holds, a branch holding when each of its groups has a
 * word in the text. No branches: nothing can be told.
 */
export function requiredWords(pattern: RegExp): WordCondition {
  const key = `${pattern.flags.replace(/[gy]/g, "")}/${pattern.source}`;
  let condition = known.get(key);
  if (condition === undefined) {
    condition = readPattern(pattern);
    known.set(key, condition);
  }
  return condition;
}
