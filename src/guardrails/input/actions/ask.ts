// How a request addressed to the assistant opens: the start of a clause, then discourse markers ("ok, now"),
// politeness ("please just") and a lead-in ("can you", "I need you to"). A family pattern puts its verb right after
// this, so the verb has to be an imperative at a clause start: "which book would you buy?" or "a novel about a
// hacker who runs shell commands" never match, the verb there is not where a request puts it.

/** The start of a clause. */
export const CLAUSE_START = `(?:^|[.!?;:] | - |, (?:then |and )?|\\band (?:then )?|\\bthen |\\bnow )`;
const MARKER_WORDS =
  "ok(?:ay)?|so|now|also|hey|hi|hello|yo|um|well|btw|lol|pls|first|right|alright|great|cool|nice|perfect|thanks|then|next|actually";
const POLITE_WORDS = "please|pls|kindly|just|quickly|also|now|then|simply";
const LEAD_IN_PHRASES =
  "(?:can|could|would|will) (?:you|u) (?:please |kindly |just |also |quickly )?|i(?: want| need|'d like| would like) you to |go ahead and |help me |you should |you need to |you must |try to |do me a favou?r and |are you able to |is it possible (?:for you )?to |(?:would|will) it be possible (?:for you )?to |it would be (?:great|nice|awesome|helpful|lovely|amazing|perfect|wonderful|good) if you (?:could|would) |is there (?:any )?way (?:you could|to) |why (?:don'?t|dont) (?:you|u) (?:just )?|how about (?:you )?(?:just )?|(?:can|could) i (?:get|have) (?:you|u) (?:to )?|i authori[sz]e you to ";

/** A clause start with optional markers, politeness and lead-in; the verb of the request follows. */
export const ASK = `${CLAUSE_START}(?:(?:${MARKER_WORDS}),? ){0,2}(?:(?:${POLITE_WORDS}),? ){0,2}(?:${LEAD_IN_PHRASES})?(?:please )?`;

/** Any one piece that ASK may put between a clause start and the verb, in any order (a superset of ASK's). */
export const ASK_PIECE = `(?:(?:${MARKER_WORDS}|${POLITE_WORDS}),? |${LEAD_IN_PHRASES}|please |and |then )`;
