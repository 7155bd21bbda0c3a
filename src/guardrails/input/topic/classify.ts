import { mayMatchReadings, type NormalisedText } from "../../normalize";
import { classifierOpinion } from "../../classifier/classifier-rule";
import { hasAnyWord } from "../../text/word-set";
import { BOOK_NOUN } from "./book-vocabulary";
import {
  mentionsBooksInBookSense,
  namesOtherMedium,
  namesWeakBookWord,
  usesBookWordsInOtherSensesOnly,
  weakEvidenceStands,
} from "./book-sense";
import { asksForPicks, comparesWithSomething, hasBookCue, hasWeakBookCue } from "./book-cues";
import { isFollowUp, isPreferenceStatement, isShort, isSmallTalk, pointsBack } from "./conversation-forms";
import { offTopicAsks, type OffTopicAsk } from "./off-topic-asks";
import { OFF_TOPIC_SUBJECT } from "./off-topic-words";
import { asksAboutAStory } from "./story-questions";
import { hasGeneralKnowledgeForm } from "./general-knowledge-forms";
import { changesSubject } from "./subject-change";
import { isWordProblem } from "./word-problem";
import { evidenceWithoutBookWords, passesWithoutBookWords } from "./without-book-words";

type TopicReason =
  | "book_question"
  | "named_work_question"
  | "preference_statement"
  | "small_talk"
  | "follow_up"
  | "off_topic_ask"
  | "off_topic_follow_up"
  | "no_book_subject";

export interface TopicAssessment {
  onTopic: boolean;
  reason: TopicReason;
  category?: string;
  /**
   * Passed only for want of a clear off-topic ask: a bare follow-up with no earlier turn, an ask for picks of nothing
   * named, a question with no book word that the classifier and the names in it make book-like.
   */
  doubtful?: boolean;
}

const BOOK_NOUN_PATTERN = new RegExp(`\\b${BOOK_NOUN}\\b`);
// Clauses are cut at sentence ends, semicolons and "and"/"but"/"then", so a book in one clause does not excuse
// an off-topic ask in the next ("recommend a cookbook AND give me a recipe for lasagna").
const CLAUSE_BREAK = /[.?!;:]|,? (?:and|but|then|also|plus) /g;
const LONGEST_FOLLOW_UP_WITH_CONTEXT = 12;
const LONGEST_FOLLOW_UP_WITHOUT_CONTEXT = 6;
const LONGEST_BARE_FOLLOW_UP = 8;
const LONGEST_ELLIPSIS = 3;

function clauseAround(text: string, start: number, end: number): { before: string; after: string } {
  let clauseStart = 0;
  let clauseEnd = text.length;
  for (const match of text.matchAll(CLAUSE_BREAK)) {
    const at = match.index ?? 0;
    if (at + match[0].length <= start) clauseStart = at + match[0].length;
    else if (at >= end) {
      clauseEnd = at;
      break;
    }
  }
  return { before: text.slice(clauseStart, start), after: text.slice(end, clauseEnd) };
}

function isAboutBooks(text: string, match: RegExpExecArray, framing: OffTopicAsk["bookFraming"]): boolean {
  const { before, after } = clauseAround(text, match.index, match.index + match[0].length);
  if (framing === "never") return false;
  return BOOK_NOUN_PATTERN.test(before) || (framing === "either" && BOOK_NOUN_PATTERN.test(after));
}

function findOffTopicAsk(text: NormalisedText): string | undefined {
  for (const ask of offTopicAsks) {
    if (ask.anchors && !hasAnyWord(text.words, ask.anchors)) continue;
    if (!ask.readsRaw && !mayMatchReadings(text, ask.pattern)) continue;
    const reading = ask.readsRaw ? text.raw : text.text;
    const match = ask.pattern.exec(reading);
    if (match && !isAboutBooks(reading, match, ask.bookFraming)) return ask.category;
  }
  return isWordProblem(text.text) ? "math" : undefined;
}

// Below this probability of a book question (the classifier), a general-knowledge question is not read as a
// follow-up. Far lower than the topic default's 0.4: a question naming only a title ("ok, how many are there in
// Silo?", 0.19) stays a follow-up, "how far is Paris from London?" (0.08) does not.
const GENERAL_QUESTION_MAX_P_BOOK = 0.1;

/**
 * A general-knowledge question that does not point back and that the classifier does not read as a book question is
 * no follow-up: it is judged as if it came alone.
 */
function isGeneralQuestionOfItsOwn(text: NormalisedText): boolean {
  return (
    hasGeneralKnowledgeForm(text.text) &&
    !pointsBack(text.text) &&
    classifierOpinion(text).pBook < GENERAL_QUESTION_MAX_P_BOOK &&
    !assessTopic(text, false).onTopic
  );
}

/**
 * An age group or "the difference between" is a book question's cue when a book word with other senses is there in
 * its book sense ("the best series for a teenager who loves basketball"), or when no off-topic subject is named and
 * the classifier does not read the prompt as plainly about something else ("the difference between a crocodile and an
 * alligator", "between chapter 7 and chapter 13 bankruptcy").
 */
function weakCueIsBookish(text: NormalisedText): boolean {
  if (usesBookWordsInOtherSensesOnly(text)) return false;
  return namesWeakBookWord(text) || weakEvidenceStands(text);
}

/**
 * The topic decision from words and forms alone, or undefined when the prompt has neither an off-topic ask nor book
 * vocabulary nor a conversational form: then the default decides (`passesWithoutBookWords`).
 */
export function assessTopicByWords(text: NormalisedText, previousTurnOnTopic: boolean): TopicAssessment | undefined {
  const category = findOffTopicAsk(text);
  if (category) return { onTopic: false, reason: "off_topic_ask", category };
  const prose = text.text;
  if (mentionsBooksInBookSense(text)) return { onTopic: true, reason: "book_question" };
  if (isPreferenceStatement(prose)) return { onTopic: true, reason: "preference_statement" };
  if (isSmallTalk(prose)) return { onTopic: true, reason: "small_talk" };
  // A short turn after a book turn continues it, unless it names another subject and points back at nothing.
  if (previousTurnOnTopic && (isFollowUp(prose, LONGEST_FOLLOW_UP_WITH_CONTEXT) || isShort(prose, LONGEST_BARE_FOLLOW_UP))) {
    const elsewhere = (OFF_TOPIC_SUBJECT.inPrompt(text) && !pointsBack(prose)) || changesSubject(prose) || isGeneralQuestionOfItsOwn(text);
    return elsewhere ? { onTopic: false, reason: "off_topic_follow_up" } : { onTopic: true, reason: "follow_up" };
  }
  if (hasBookCue(prose)) return { onTopic: true, reason: "book_question" };
  // "like X but ..." is about what X is: no book word and another subject or medium ("movies like Interstellar but less
  // sad") make it a question on that.
  if (comparesWithSomething(prose) && !OFF_TOPIC_SUBJECT.inPrompt(text) && !namesOtherMedium(text))
    return { onTopic: true, reason: "book_question" };
  // An age group or "the difference between" next to an off-topic subject is a question on that subject, unless a
  // book word with other senses says otherwise ("the best series for a teenager who loves basketball").
  if (hasWeakBookCue(prose) && weakCueIsBookish(text)) return { onTopic: true, reason: "book_question" };
  if (asksAboutAStory(prose) && !OFF_TOPIC_SUBJECT.inPrompt(text)) return { onTopic: true, reason: "book_question", doubtful: true };
  if (asksForPicks(prose) && !OFF_TOPIC_SUBJECT.inPrompt(text)) return { onTopic: true, reason: "book_question", doubtful: true };
  if (isFollowUp(prose, LONGEST_FOLLOW_UP_WITHOUT_CONTEXT)) {
    if (OFF_TOPIC_SUBJECT.inPrompt(text) || changesSubject(prose)) return { onTopic: false, reason: "off_topic_follow_up" };
    // With no earlier turn, a full question that points back at nothing ("why did Napoleon invade Russia?") is judged
    // on its own; an elliptical one ("why?", "how many are left?") stays a follow-up in doubt.
    if (pointsBack(prose) || isShort(prose, LONGEST_ELLIPSIS)) return { onTopic: true, reason: "follow_up", doubtful: true };
  }
  return undefined;
}

/** Books, authors, genres, publishing, reading preferences and recommendations are on topic; the things themselves are not. */
export function assessTopic(text: NormalisedText, previousTurnOnTopic: boolean): TopicAssessment {
  const byWords = assessTopicByWords(text, previousTurnOnTopic);
  if (byWords) return byWords;
  return passesWithoutBookWords(evidenceWithoutBookWords(text))
    ? { onTopic: true, reason: "named_work_question", doubtful: true }
    : { onTopic: false, reason: "no_book_subject" };
}

/** Whether a prompt, on its own, is about books (used to remember topic continuity for the next turn). */
export function isBookTopic(text: NormalisedText): boolean {
  const { onTopic, reason } = assessTopic(text, false);
  return onTopic && (reason === "book_question" || reason === "named_work_question" || reason === "preference_statement");
}
