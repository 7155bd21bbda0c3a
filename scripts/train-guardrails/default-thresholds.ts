import type { LinearModel } from "../../src/guardrails/classifier/model";
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

/** The prompts of a left-out source that name no book word (the others never reach the default), with their evidence. */
export function defaultCases(model: LinearModel, texts: readonly NormalisedText[], book: boolean): DefaultCase[] {
  return texts
    .filter((text) => assessTopicByWords(text, false) === undefined)
    .map((text) => ({ text, probabilities: model.predict(text.text).probabilities }))
    .map(({ text, probabilities }) => ({
      book,
      evidence: {
        pBook: probabilities[0],
        pAttack: Math.max(probabilities[1], probabilities[2]),
        ...promptEvidence(text),
      },
    }));
}

const GRID = [0.02, 0.05, 0.1, 0.15, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9];

/**
 * Every threshold triple on a grid, with the share of left-out book questions it passes and of left-out off-topic asks
 * it blocks; the chosen triple blocks the most off-topic asks while passing at least `minBookPass` of the questions.
 */
export function chooseThresholds(
  cases: readonly DefaultCase[],
  minBookPass: number,
): { thresholds: WithoutBookWordsThresholds; bookPass: number; offTopicBlocked: number } {
  const books = cases.filter((c) => c.book);
  const offTopic = cases.filter((c) => !c.book);
  let best = { thresholds: { plain: 0, named: 0, generalKnowledgeForm: 0 }, bookPass: 1, offTopicBlocked: 0 };
  for (const plain of GRID)
    for (const named of GRID.filter((t) => t <= plain))
      for (const generalKnowledgeForm of GRID.filter((t) => t >= plain)) {
        const thresholds = { plain, named, generalKnowledgeForm };
        const bookPass = books.filter((c) => passesWithoutBookWords(c.evidence, thresholds)).length / Math.max(1, books.length);
        const offTopicBlocked =
          offTopic.filter((c) => !passesWithoutBookWords(c.evidence, thresholds)).length / Math.max(1, offTopic.length);
        if (bookPass >= minBookPass && offTopicBlocked > best.offTopicBlocked) best = { thresholds, bookPass, offTopicBlocked };
      }
  return best;
}
