// How a request addressed to the assistant opens: the start of a clause, then discourse markers ("ok, now"),
// politeness ("please just") and a lead-in ("can you", "I need you to"). A family pattern puts its verb right after
// this, so the verb has to be an imperative at a clause start: "which book would you buy?" or "a novel about a
// hacker who runs shell commands" never match, the verb there is not where a request puts it.

/** The start of a clause. */
export const CLAUSE_START = `(?:^|[.!?;:] |, (?:then |and )?|\\band (?:then )?|\\bthen |\\bnow )`;
const MARKERS =
  "(?:(?:ok(?:ay)?|so|now|also|hey|hi|hello|yo|um|well|btw|lol|pls|first|right|alright|great|cool|nice|perfect|thanks|then|next|actually),? ){0,2}";
const POLITENESS = "(?:(?:please|pls|kindly|just|quickly|also|now|then|simply),? ){0,2}";
const LEAD_IN =
  "(?:(?:can|could|would|will) (?:you|u) (?:please |kindly |just |also |quickly )?|i(?: want| need|'d like| would like) you to |go ahead and |help me |you should |you need to |you must |try to |do me a favou?r and |are you able to |is it possible (?:for you )?to )?";

/** A clause start with optional markers, politeness and lead-in; the verb of the request follows. */
export const ASK = `${CLAUSE_START}${MARKERS}${POLITENESS}${LEAD_IN}(?:please )?`;
