import { opinionFrom } from "../../src/guardrails/classifier/classifier-rule";
import type { NormalisedText } from "../../src/guardrails/normalize";
import { assessTopicByWords } from "../../src/guardrails/input/topic/classify";
import {
  passesWithoutBookWords,
  promptEvidence,
  type WithoutBookWordsEvidence,
  type WithoutBookWordsThresholds,
} from "../../src/guardrails/input/topic/without-book-words";

/** A book or off-topic training prompt that reaches the topic rule's default, scored by the model that did not see its source. */
export interface DefaultCase {
  book: boolean;
  evidence: WithoutBookWordsEvidence;
}

/**
 * A prompt's case for the default, with the classifier's `probabilities` for it, or undefined when the rule decides
 * without it (a book word, an off-topic ask, a follow-up after a book turn).
 */
export function defaultCase(
  probabilities: Float64Array,
  text: NormalisedText,
  book: boolean,
  afterBookTurn = false,
): DefaultCase | undefined {
  if (assessTopicByWords(text, afterBookTurn) !== undefined) return undefined;
  return { book, evidence: { ...opinionFrom(probabilities), ...promptEvidence(text) } };
}

const GRID = [0.02, 0.05, 0.1, 0.15, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9];
const ATTACK_GRID = [0, 0.5, 0.7, 0.9];

/** No thresholds: only an off-topic subject and the classifier's attack reading (pAttack > pBook) block. */
export const NO_THRESHOLDS: WithoutBookWordsThresholds = { plain: 0, named: 0, generalKnowledgeForm: 0, attack: 0 };

export interface Choice {
  thresholds: WithoutBookWordsThresholds;
  bookPass: number;
  offTopicBlocked: number;
}

function* thresholdGrid(): Generator<WithoutBookWordsThresholds> {
  for (const plain of GRID)
    for (const named of GRID.filter((t) => t <= plain))
      for (const generalKnowledgeForm of GRID.filter((t) => t >= plain))
        for (const attack of ATTACK_GRID) yield { plain, named, generalKnowledgeForm, attack };
}

/** The prompts a rate is over: those that reach the default, and how many book and off-topic prompts there were in all. */
export interface DefaultPopulation {
  cases: readonly DefaultCase[];
  books: number;
  offTopic: number;
}

/** The share of all book questions the default lets through, and of all off-topic asks it blocks. */
export function rates(population: DefaultPopulation, thresholds: WithoutBookWordsThresholds): Choice {
  let booksBlocked = 0;
  let offTopicBlocked = 0;
  for (const { book, evidence } of population.cases) {
    if (passesWithoutBookWords(evidence, thresholds)) continue;
    if (book) booksBlocked += 1;
    else offTopicBlocked += 1;
  }
  return {
    thresholds,
    bookPass: 1 - booksBlocked / Math.max(1, population.books),
    offTopicBlocked: offTopicBlocked / Math.max(1, population.offTopic),
  };
}

/**
 * Every threshold set on a grid; the chosen one blocks the most off-topic asks while letting through at least
 * `minBookPass` of all the book questions (ties: the one passing more book questions). When none passes that many, the one passing most.
 */
export function chooseThresholds(population: DefaultPopulation, minBookPass: number): Choice {
  let best: Choice | undefined;
  let mostPassing: Choice | undefined;
  for (const thresholds of thresholdGrid()) {
    const choice = rates(population, thresholds);
    if (!mostPassing || choice.bookPass > mostPassing.bookPass) mostPassing = choice;
    if (choice.bookPass < minBookPass) continue;
    if (
      !best ||
      choice.offTopicBlocked > best.offTopicBlocked ||
      (choice.offTopicBlocked === best.offTopicBlocked && choice.bookPass > best.bookPass)
    )
      best = choice;
  }
  return best ?? (mostPassing as Choice);
}
