import type { NormalisedText } from "../../normalize";
import { classifierOpinion } from "../../classifier/classifier-rule";
import { asksArithmetic } from "./arithmetic";
import { hasGeneralKnowledgeForm } from "./general-knowledge-forms";
import { namesSomething } from "./name-evidence";
import { OFF_TOPIC_SUBJECT } from "./off-topic-words";
import { usesBookWordsInOtherSensesOnly } from "./book-sense";

/**
 * Probabilities of `book` (the trained classifier, src/guardrails/classifier) at which a prompt with no book word
 * passes: chosen by `npm run train:guardrails` on cross-validated predictions for the hand-written training corpus, as
 * the set that blocks the most off-topic asks while wrongly blocking at most 1 % of all its book questions
 * (docs/guardrails.md), never on a held-out set. A prompt that names something (a quoted title, "by <Name>", a
 * capitalised name) needs less; one asked in a general-knowledge or how-to form needs more. `attack` is how sure the
 * classifier must be of an attack class, read above the book class, for the prompt to lose the benefit of the doubt.
 * `named` is above the chosen 0.02: a capitalised name is as often a place, a company or a landmark ("the Sistine
 * Chapel", "the Berlin Wall"). At 0.05 the cross-validated book questions wrongly blocked go 1.0 → 1.1 % and off-topic
 * asks blocked 55.6 → 56.3 %; no book question in the evaluation sets or in 40 title-only questions of mine moved.
 */
export const WITHOUT_BOOK_WORDS_THRESHOLDS = { plain: 0.15, named: 0.05, generalKnowledgeForm: 0.3, attack: 0.9 } as const;
export type WithoutBookWordsThresholds = { readonly [K in keyof typeof WITHOUT_BOOK_WORDS_THRESHOLDS]: number };

export interface WithoutBookWordsEvidence {
  pBook: number;
  /** The classifier's larger probability of an attack class (injection, unsupported action). */
  pAttack: number;
  named: boolean;
  generalKnowledgeForm: boolean;
  /** It names a subject that is clearly not books (src/guardrails/input/topic/off-topic-words.ts) or asks for a sum (./arithmetic.ts). */
  offTopicSubject: boolean;
  /**
   * Its only book words are used in other senses ("the limit order book", "a bookmaker", "chapter 11"): it says what
   * it is about, and the classifier's reading of the word "book" is no evidence.
   */
  bookWordsInOtherSenses: boolean;
}

/**
 * What the default weighs besides the classifier: a name in the prompt, and an off-topic form (general knowledge,
 * how-to, writing to order) or subject (weather, code, prices), the subject looked for once and used for both.
 */
export function promptEvidence(
  text: NormalisedText,
): Pick<WithoutBookWordsEvidence, "named" | "generalKnowledgeForm" | "offTopicSubject" | "bookWordsInOtherSenses"> {
  const offTopicSubject = OFF_TOPIC_SUBJECT.inPrompt(text) || asksArithmetic(text);
  return {
    bookWordsInOtherSenses: usesBookWordsInOtherSensesOnly(text),
    named: namesSomething(text.original),
    generalKnowledgeForm: offTopicSubject || hasGeneralKnowledgeForm(text.text),
    offTopicSubject,
  };
}

export function evidenceWithoutBookWords(text: NormalisedText): WithoutBookWordsEvidence {
  return { ...classifierOpinion(text), ...promptEvidence(text) };
}

/**
 * The topic rule's default, for a prompt in which it found neither an off-topic ask nor book vocabulary. The rule is
 * precision-first: it blocks what is clearly not about books, and in doubt the model answers within its system
 * prompt, which keeps it on books. So a question naming only a title, author or character ("Does Boromir die?")
 * passes, marked doubtful for the gray-zone judge.
 */
export function passesWithoutBookWords(
  evidence: WithoutBookWordsEvidence,
  thresholds: WithoutBookWordsThresholds = WITHOUT_BOOK_WORDS_THRESHOLDS,
): boolean {
  // A prompt the classifier reads as an attack rather than a book question is no doubt to give the benefit of.
  if (evidence.pAttack > evidence.pBook && evidence.pAttack >= thresholds.attack) return false;
  // With no book word, an off-topic subject ("who is the best boxer ever") settles it, unless a work or person is named
  // ("what order should I read the Laundry Files in": the blanked sense, files to read, was a title).
  const otherSubject = evidence.offTopicSubject || evidence.bookWordsInOtherSenses;
  if (otherSubject && !evidence.named) return false;
  if (otherSubject || evidence.generalKnowledgeForm) return evidence.pBook >= thresholds.generalKnowledgeForm;
  return evidence.pBook >= (evidence.named ? thresholds.named : thresholds.plain);
}
