import { anyOf, words } from "../../text/pattern";
import { NAMES_A_LITERARY_PRIZE } from "./literary-prizes";
import { testText } from "../../text/pattern-words";

// Forms of a reading question that name no book word: asking for picks, "like X but ...", a primer on a subject,
// reading for an age group, the publishing trade, genre labels. The topic rule is precision-first: when one of
// these is present and no clear off-topic ask was found, the prompt passes and the model answers on books.

const AGE_GROUP = anyOf([
  "\\d{1,2}[- ]?(?:years?|yrs?|months?)[- ]?olds?",
  "\\d{1,2}[- ]?(?:years?|yrs?) of age",
  "toddlers?",
  "newborns?",
  "babies",
  "preschoolers?",
  "kindergarten(?:ers)?",
  "(?:first|second|third|fourth|fifth|sixth|seventh|eighth|\\d(?:st|nd|rd|th)) grade(?:rs)?",
  "(?:year|grade) \\d{1,2}",
  "teens?",
  "teenagers?",
  "tweens?",
  "kids",
  "children",
  "grandchildren",
  "grandkids",
  "young readers",
  "young adults",
  "retirees",
  "seniors",
  "my (?:grand)?(?:son|daughter|niece|nephew|dad|mum|mom|father|mother|grandmother|grandfather|grandma|grandpa|husband|wife|partner|boss|friend)",
]);
const LIKES = anyOf([
  "enjoy",
  "like",
  "likes",
  "love",
  "loves",
  "into",
  "obsessed with",
  "gifts?",
  "give",
  "picks?",
  "suggestions?",
  "ideas?",
  "something",
  "anything",
  "bedtime",
  "read-?alouds?",
  "reluctant",
  "advanced",
  "struggling",
]);

// Asking for picks: weak on its own ("suggest something for dinner"), so it counts only without an off-topic subject.
const ASKING_FOR_PICKS = words(
  anyOf([
    "recommend(?:ation)?s?",
    "suggest(?:ions?)?",
    "picks? (?:for|about|on|like)",
    "must-reads?",
    "read-?alikes?",
    "read-?alouds?",
    "what (?:should|could|would|can|might) (?:i|we|he|she|they|a|an|my|our) (?:\\w+ ){0,5}?(?:read|enjoy|like|love|try|pick up|start with|give)",
    "(?:something|anything) (?:to (?:read|pick up|get into)|for (?:a|an|my|the|someone|people|readers|fans)|about|on the|in the vein|in the spirit|like|similar|along the lines)",
  ]),
);

// "like X but ...", "same vibe as X": about whatever X is, so they count only when no off-topic subject is named
// ("songs similar to Bohemian Rhapsody", "if I liked The Office what other TV shows would I like?").
const COMPARISONS: readonly RegExp[] = [
  words(
    anyOf([
      "like [\\w' .:-]{2,60},? (?:but|only|except|without|with (?:more|less))",
      "similar to",
      "in the (?:spirit|vein|style|tradition) of",
      "(?:same|similar) (?:feel|vibe|energy|tone|mood|atmosphere|style) (?:as|to)",
      "(?:the )?(?:vibe|feel|mood|atmosphere|tone) of",
      "along the lines of",
      "reminds? me of",
      "if (?:i|you|she|he|they) (?:liked|loved|enjoyed)",
      "fans? of",
    ]),
  ),
  // "like X but ..." in French, Spanish, German, Italian, Portuguese and Dutch
  /\b(?:comme|parecid[oa] a|similar a|semejante a|semblable a|pareil a|ahnlich wie|so wie|simile a|parecid[oa] com|zoals|vergelijkbaar met)\b.{2,60}\b(?:mais|pero|aber|ma|mas|maar)\b/,
];

const CUES: readonly RegExp[] = [
  // a primer on a subject
  words(
    `(?:accessible|readable|good|best|gentle|popular|definitive|classic|standard|comprehensive|short|great|solid|beginner'?s?|introductory|engaging|gripping|lively|approachable|thorough|recent|modern|must-read) (?:\\w+ )?(?:introduction|intro|primer|overview|reference|account|history|text|handbook|survey|treatment|treatise|exploration|study|chronicle|guide)s? (?:to|on|of|about|for)`,
  ),
  words("written for (?:laypeople|lay readers|beginners|non-specialists|kids|children|teens|adults|a general audience|general readers)"),
  words("(?:popular|pop)[- ]science"),
  // "something on the history of the stock market for a 16-year-old": something to read on a subject
  words("(?:something|anything) (?:good |readable |short )?(?:on|about) the (?:history|science|story|origins?|basics|rise|fall) of"),
  // the publishing trade
  words(
    anyOf([
      "literary agents?",
      "query letters?",
      "slush piles?",
      "advances? (?:for|to|on) (?:\\w+ )?(?:authors?|writers?|debuts?)",
      "royalt(?:y|ies) (?:rates?|statements?|for|on|work)",
      "royalties",
      "print runs?",
      "galleys?",
      "galley proofs?",
      "arcs?",
      "advance (?:reader|review) cop(?:y|ies)",
      "remaindered",
      "remainders",
      "backlists?",
      "frontlists?",
      "imprints?",
      "(?:hybrid|vanity|university|indie|independent|small|big|trade) press(?:es)?",
      "presses",
      "acquisitions? editors?",
      "(?:copy|line|developmental|structural) edit(?:s|ing|ors?)?",
      "copyedit\\w*",
      "proofread\\w*",
      "typeset\\w*",
      "big (?:five|5)",
      "penguin random house|harpercollins|simon (?:&|and) schuster|macmillan|hachette|faber|bloomsbury|tor|orbit",
      "debut (?:authors?|writers?|novels?)",
      "unagented",
      "submissions? (?:guidelines|window|to)",
      "pen names?",
      "pseudonyms?",
    ]),
  ),
  // genre labels ("hopepunk", "cli-fi", "chick lit", "cosy crime", "dark academia")
  words("(?:cosy|cozy) (?:crime|mysteries|mystery|fantasy|horror|romance|sci-fi)|dark academia|domestic noir|nordic noir|tartan noir"),
  /\b[a-z]{3,}(?:punk|core)\b|\b(?<!\bwi-|\bhi-)[a-z]{2,}-fi\b|\b[a-z]+ ?lit\b|\blitfic\b/,
  // facts about genres, stories and authors
  words(
    anyOf([
      "(?:gothic|gothics|detective|crime|cozy|cosy|hardboiled|hard-boiled|pulp|western|westerns|epic|saga|sonnet|ballad|limerick|allegory|satire|parody|picaresque|novella) (?:genre|fiction|story|stories|tradition|novels?)",
      "(?:who|when|where) (?:invented|started|created|pioneered|popularised|popularized|founded) (?:the )?(?:\\w+ ){0,2}(?:genre|story|stories|novel|form|tradition|fiction|gothic|detective)",
      // not the idiom "what's the story with the stock market?"
      "stor(?:y|ies) (?:about|where|in which|set in|featuring|of)|(?<!what'?s the |what is the )stor(?:y|ies) with",
      "tales? (?:about|of|where|in which)",
      "a (?:\\w+ )?(?:story|tale|read|yarn) (?:about|where|in which|with|set)",
    ]),
  ),
  NAMES_A_LITERARY_PRIZE,
  // statements to remember
  words("(?:keep|bear) in mind|for (?:future|later) reference|note for later|don'?t forget|do not forget|just so you know|for the record"),
];

// Cues that are as common in questions on other subjects ("normal blood pressure for a 60 year old", "the difference
// between a cold and the flu"): they count only when the prompt names no off-topic subject.
const WEAK_CUES = [
  // reading for an age group
  words(
    `(?:for|to) (?:a |an |my |our )?${AGE_GROUP}\\b|${AGE_GROUP} (?:who |that )?(?:\\w+ )?${LIKES}|${LIKES} (?:\\w+ ){0,2}(?:for|to) (?:a |an |my |our )?${AGE_GROUP}`,
  ),
  words("difference between (?:\\w+ ){1,3}and (?:\\w+ ){0,2}(?:\\w+)"),
];
/** The patterns `testText` may skip on a long prompt (src/guardrails/input/guarded-patterns.ts). */
export const BOOK_CUE_PATTERNS = [...COMPARISONS, ...CUES, ...WEAK_CUES, ASKING_FOR_PICKS];

/** Whether the prompt has the form of a reading question only by a cue that other subjects share. */
export function hasWeakBookCue(text: string): boolean {
  return WEAK_CUES.some((cue) => testText(cue, text));
}

/** Whether the prompt compares with something named ("like X but ...", "similar to X"): the caller checks the subject. */
export function comparesWithSomething(text: string): boolean {
  return COMPARISONS.some((cue) => testText(cue, text));
}

/** Whether the prompt has the form of a reading question even without a book word. */
export function hasBookCue(text: string): boolean {
  return CUES.some((cue) => testText(cue, text));
}

/** Whether the prompt asks for picks or suggestions (weak evidence: the caller also checks the subject). */
export function asksForPicks(text: string): boolean {
  return testText(ASKING_FOR_PICKS, text);
}
