import type { NormalisedText } from "../normalize";
import { LinearModel, CLASSES } from "./model";
import weightFile from "./weights.json";

/** Off switch for the classifier beside the rules (the rules alone decide when false). */
const CLASSIFIER_ENABLED = true;

/**
 * Probabilities at which the classifier may block, tuned on the development cases, the shared bookish candidates and
 * the cross-validated figures (never on tests/guardrails/heldout-6 or -7). A prompt the rules passed needs 0.97: at
 * 0.95 book questions using attack words ("system administrators", "refuses to follow instructions") were blocked,
 * and a false block costs more than a miss the model's system prompt still refuses. A prompt the topic rule already
 * blocked only changes its rule, so 0.9 is enough there.
 */
const THRESHOLD_WHEN_PASSED = 0.97;
const THRESHOLD_WHEN_TOPIC_BLOCKED = 0.9;

let model: LinearModel | undefined;

/** The model, its weights read once (at start-up: src/guardrails loads it on import through `classifierModel()`). */
export function classifierModel(): LinearModel {
  model ??= LinearModel.fromFile(weightFile);
  return model;
}

const BOOK = CLASSES.indexOf("book");
const INJECTION = CLASSES.indexOf("injection");
const UNSUPPORTED = CLASSES.indexOf("unsupported_action");

// One prediction per normalised prompt: the topic rule's default and the classifier's own check read the same one.
const predictions = new WeakMap<NormalisedText, Float64Array>();

function probabilitiesOf(text: NormalisedText): Float64Array {
  let probabilities = predictions.get(text);
  if (!probabilities) {
    probabilities = classifierModel().predict(text.text).probabilities;
    predictions.set(text, probabilities);
  }
  return probabilities;
}

/** The probability of a book question and of the likelier attack class (injection, unsupported action). */
export function opinionFrom(probabilities: Float64Array): { pBook: number; pAttack: number } {
  return { pBook: probabilities[BOOK], pAttack: Math.max(probabilities[INJECTION], probabilities[UNSUPPORTED]) };
}

/** The classifier's opinion of the prompt (1 and 0 when it is switched off). */
export function classifierOpinion(text: NormalisedText): { pBook: number; pAttack: number } {
  if (!CLASSIFIER_ENABLED) return { pBook: 1, pAttack: 0 };
  return opinionFrom(probabilitiesOf(text));
}

/**
 * The rule the classifier would block under when the rules let the prompt through, or undefined. It only ever adds a
 * block (an injection or unsupported action the rules missed, or a topic block it can name more precisely); it never
 * lets through what a rule blocked.
 */
export function classifierBlock(text: NormalisedText, topicBlocked: boolean): "prompt_injection" | "unsupported_action" | undefined {
  if (!CLASSIFIER_ENABLED) return undefined;
  const threshold = topicBlocked ? THRESHOLD_WHEN_TOPIC_BLOCKED : THRESHOLD_WHEN_PASSED;
  const probabilities = probabilitiesOf(text);
  if (probabilities[INJECTION] >= threshold) return "prompt_injection";
  if (probabilities[UNSUPPORTED] >= threshold) return "unsupported_action";
  return undefined;
}
