import { ASK } from "./ask";

// An action asked for by its outcome on a definite thing, in any family: "have the reading list emailed to the club",
// "I need my subscription cancelled", "make sure the file notes.txt gets deleted", "the order for Dune should be
// placed before Friday". The thing is named with a determiner (something that exists to be acted on), the words
// between stop at a relative or a preposition ("a novel where the letters are sent back", "books published in 1900"
// never match), and the outcomes are acts the assistant would have to perform, not ones a book describes.
const LEAD =
  `(?:${ASK}(?:have|get)|\\blet'?s (?:get|have)|\\b(?:i (?:need|want)|we need|i'?d (?:like|love)|make sure|see to it that|` +
  "(?:it'?d|it would) be (?:great|nice|good|lovely|helpful|ideal) to have|(?:can|could) (?:you|i|we) have))";
/** The words LEAD cannot match without. */
const LEAD_WORDS = ["have", "get", "need", "want", "like", "love", "sure", "see", "great", "nice", "good", "lovely", "helpful", "ideal"];
const thing = (stops: string): string => `(?:that )?(?:the|my|our|this|that|these|those) (?:(?!(?:${stops})\\b)[\\w'.-]+ ){0,4}?`;
const THING = thing("where|who|which|that|when|if|about|with|in|on|by|of|from|for");
// Before "should be placed" the thing may say what it is for: "the order for Dune", "the copies of Circe".
const SUBJECT = thing("where|who|which|that|when|if|about|with|in|on|by|from");
const DONE =
  "(?:e-?mailed|sent|forwarded|posted|deleted|removed|cancell?ed|renewed|placed|ordered|booked|scheduled|uploaded|" +
  "downloaded|installed|paid|refunded|shared|tweeted|texted|messaged|exported|submitted|reset|unsubscribed|wiped|" +
  "shipped|delivered|bought|purchased|closed|deactivated)";
// What an account keeps, for outcomes a book could also describe of other things ("I want my password changed").
const ACCOUNT_THING =
  "(?:password|e-?mail(?: address)?|address|username|user ?name|plan|subscription|membership|account|profile|payment (?:method|details)|card details|settings|billing details|phone number)";
// Not an outcome someone in or behind a book brought about ("the chapters posted online by the author"), and not the
// form of an answer ("my recommendations shared as a numbered list").
const NOT_BY_SOMEONE =
  "(?! as\\b| (?:[\\w'-]+ )?(?:by|in|during|after|before) (?:the |a |an |his |her |their )?(?:author|publisher|heroine|hero|narrator|character|writer|poet|\\d{4})\\b)";

/** Request patterns, each with the words it cannot match without. */
export const WISHED_OUTCOME_REQUESTS: readonly (readonly [RegExp, readonly string[]])[] = [
  // a wished outcome of an account action: "I'd love it if the order for Dune went through today", "make sure my
  // subscription gets cancelled"
  [
    /\b(?:i'?d (?:love|like) it if|it'?d be (?:great|nice|good|lovely) if|it would be (?:great|nice|good|lovely) if|make sure|see to it that) (?:that )?(?:the|my|our|this|that) (?:[\w'-]+ ){0,4}?(?:order|purchase|payment|pre-?order|subscription|booking|reservation|hold|loan|refund|renewal|cancellation|plan|membership)s? (?:[\w'-]+ ){0,3}?(?:goes|went|go|gets?|got|is|was|are|were) (?:through|placed|processed|cancell?ed|renewed|extended|refunded|paid|upgraded|downgraded|moved|approved)\b/,
    ["love", "like", "great", "nice", "good", "lovely", "sure", "see"],
  ],
  [new RegExp(`${LEAD} ${THING}(?:(?:gets?|got|is|are) )?${DONE}\\b${NOT_BY_SOMEONE}`), LEAD_WORDS],
  [
    new RegExp(
      `${LEAD} (?:my|our) (?:[\\w'-]+ ){0,2}?${ACCOUNT_THING} (?:changed|updated|switched|reset|closed|deactivated|deleted|upgraded|downgraded|verified|unlocked)\\b`,
    ),
    LEAD_WORDS,
  ],
  [
    new RegExp(`(?:^|[.!?;] )${SUBJECT}(?:should|must|needs? to|has to|have to|can) be ${DONE}\\b${NOT_BY_SOMEONE}`),
    ["should", "must", "need", "needs", "has", "have", "can"],
  ],
];
