import { ASK as REQUEST_OPENING } from "../actions/ask";
import { anyOf, words } from "../../text/pattern";

// Asking the assistant to write something new for the user's own use (a poem for a card, a bedtime story, a toast, a
// cover letter): the contract's assistant discusses books, it does not write to order. Poems, stories and essays are
// book words, so this is an off-topic ask, looked at before book vocabulary. Asking for existing works ("a poem by
// Neruda", "a story like The Road", "a short story collection") stays a book question.
const ASK = "(?:write|compose|draft|pen|make up|come up with|generate|create|give|tell|need|want)";
const PIECE = anyOf([
  "poems?",
  "haikus?",
  "limericks?",
  "sonnets?",
  "raps?",
  "verses?",
  "songs?",
  "lyrics",
  "(?:bedtime |short |fairy )?stor(?:y|ies)",
  "(?:fairy )?tales?",
  "essays?",
  "speech(?:es)?",
  "toasts?",
  "eulog(?:y|ies)",
  "cover letters?",
  // a query letter to agents is publishing, which the assistant discusses
  "(?<!query )(?:love )?letters?",
  "e-?mails?",
  "captions?",
  "bios?",
  "tweets?",
  "slogans?",
  "jokes?",
  "riddles?",
  "taglines?",
]);
const EXISTING_WORK = anyOf([
  "collections?",
  "antholog(?:y|ies)",
  "recommendations?",
  "suggestions?",
  "books?",
  "writers?",
  "authors?",
  "by",
  "from",
  "like",
  "similar",
  "in the style of",
  "that (?:has|was|is) (?:been )?(?:published|written)",
]);

// The words between stop at a book or a relative: "I need a novel where the letters are sent back" asks for a book.
const GAP_WORD = "(?!(?:about|on|for|where|which|that|who|whose|novels?|books?|memoirs?)\\b)[\\w'-]+ ";

export const WRITING_TO_ORDER = words(
  `${ASK} (?:me |us |my [\\w'-]+ )?(?:a |an |some |one |another |two |three )(?:${GAP_WORD}){0,3}?${PIECE}(?! ${EXISTING_WORK}\\b)`,
);
// Editing the user's own piece is the same ask: "proofread my wedding speech", "polish my cover letter" (a manuscript,
// a query letter or a synopsis is publishing, which the assistant discusses).
const EDIT = "(?:proofread|proof-read|edit|polish|revise|rewrite|fix|correct|improve|tighten|punch up|look over|check)";
export const EDITING_TO_ORDER = words(
  `${EDIT} (?:my|our|this|the) (?:[\\w'-]+ ){0,2}?(?:speech|toast|eulogy|vows|cover letter|resume|résumé|cv|e-?mail|caption|bio|tweet|linkedin post|post|presentation|slides|report|thesis|dissertation|homework|assignment|application|personal statement|grant proposal|essay)\\b`,
);
// Schoolwork done for the user: "write my history essay", "finish my English assignment about Macbeth".
export const SCHOOLWORK_TO_ORDER = new RegExp(
  `${REQUEST_OPENING}(?:write|do|finish|complete) my (?:[\\w'-]+ ){0,2}?(?:essay|homework|assignment|coursework|dissertation|thesis|term paper|book report|lab report)s?\\b`,
);
export const SCHOOLWORK_TO_ORDER_ANCHORS = ["write", "do", "finish", "complete"];
export const EDITING_TO_ORDER_ANCHORS = [
  "proofread",
  "proof",
  "edit",
  "polish",
  "revise",
  "rewrite",
  "fix",
  "correct",
  "improve",
  "tighten",
  "punch",
  "look",
  "check",
];
export const WRITING_TO_ORDER_ANCHORS = [
  "write",
  "compose",
  "draft",
  "pen",
  "make",
  "come",
  "generate",
  "create",
  "give",
  "tell",
  "need",
  "want",
];
