import { ASK_PIECE } from "./ask";

// Where a request can open: the start of a clause, where the verb is the first word or comes after markers,
// politeness and a lead-in ("ok, please just", "could you"). A pattern that begins with ASK can only match from such
// an opening, with one of its verbs there; so it is tried only at those openings, only when one of its anchor words
// stands there. In prose few clauses open with "buy", "renew" or "send", and most patterns are never run.
const CLAUSE_OPENING = /^|[.!?;:] | - |, |\band |\bthen |\bnow /g;
const PIECE = new RegExp(ASK_PIECE, "y");
const WORD = /[a-z0-9]+/y;
const MOST_PIECES = 8;

/** A clause opening: where ASK starts, and the words that may stand in its verb's place. */
export interface RequestOpening {
  readonly at: number;
  readonly verbs: readonly string[];
}

export function requestOpenings(reading: string): RequestOpening[] {
  const openings: RequestOpening[] = [];
  CLAUSE_OPENING.lastIndex = 0;
  for (let opening = CLAUSE_OPENING.exec(reading); opening !== null; opening = CLAUSE_OPENING.exec(reading)) {
    const verbs: string[] = [];
    let at = opening.index + opening[0].length;
    for (let pieces = 0; pieces <= MOST_PIECES; pieces += 1) {
      WORD.lastIndex = at;
      const word = WORD.exec(reading);
      if (word === null) break;
      verbs.push(word[0]);
      PIECE.lastIndex = at;
      const piece = PIECE.exec(reading);
      if (piece === null) break;
      at += piece[0].length;
    }
    openings.push({ at: opening.index, verbs });
    // Openings may overlap (", and then"): look again from the next character.
    CLAUSE_OPENING.lastIndex = opening.index + 1;
  }
  return openings;
}
