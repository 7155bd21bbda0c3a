import type { NormalisedText } from "../../src/guardrails/normalize";
import { seeded } from "../lib/random";
import { defaultCase, type DefaultCase, type DefaultPopulation } from "./default-thresholds";
import { trainModel, type Featurised } from "./learner";
import type { Example } from "./sources";

const FOLDS = 5;

export interface CrossValidation {
  folds: number;
  /** The fold of an example: that of its original prompt. */
  foldOf: (example: Example) => number;
  /** Each original prompt's probabilities from the model trained on the other folds. */
  scored: Map<Example, Float64Array>;
  /** Book and off-topic prompts for the topic default: every source, and the hand-written corpus alone. */
  all: DefaultPopulation;
  handWritten: DefaultPopulation;
}

/** Each original prompt once: a register copy can equal its original, and prompts recur across sources. */
export function originalsOf(examples: readonly Example[]): Example[] {
  const seen = new Set<string>();
  return examples.filter((e) => e.text === e.original && !seen.has(e.text) && seen.add(e.text));
}

/** A book or off-topic example's case for the topic default (./default-thresholds.ts), if it reaches the default. */
export function topicCase(example: Example, probabilities: Float64Array, text: NormalisedText): DefaultCase | undefined {
  if (example.label !== "book" && example.label !== "off_topic") return undefined;
  return defaultCase(probabilities, text, example.label === "book", example.followUp);
}

/**
 * k-fold cross-validation with folds by original prompt, so that no register copy of a prompt is scored by a model
 * trained on another copy. Each original is scored once.
 */
export function crossValidate(
  examples: readonly Example[],
  normalised: Map<Example, NormalisedText>,
  featurised: Map<Example, Featurised>,
  seed: number,
): CrossValidation {
  const random = seeded(seed);
  const foldOfOriginal = new Map<string, number>();
  for (const { original } of examples) if (!foldOfOriginal.has(original)) foldOfOriginal.set(original, Math.floor(random() * FOLDS));
  const foldOf = (example: Example): number => foldOfOriginal.get(example.original) as number;
  const originals = originalsOf(examples);
  const scored = new Map<Example, Float64Array>();
  const reachingDefault = new Map<Example, DefaultCase>();
  for (let k = 0; k < FOLDS; k += 1) {
    const model = trainModel(examples.filter((e) => foldOf(e) !== k).map((e) => featurised.get(e) as Featurised));
    const tests = originals.filter((e) => foldOf(e) === k);
    for (const example of tests) {
      const text = normalised.get(example) as NormalisedText;
      const probabilities = model.predict(text.text).probabilities;
      scored.set(example, probabilities);
      const found = topicCase(example, probabilities, text);
      if (found) reachingDefault.set(example, found);
    }
  }
  const population = (of: readonly Example[]): DefaultPopulation => ({
    cases: of.flatMap((e) => reachingDefault.get(e) ?? []),
    books: of.filter((e) => e.label === "book").length,
    offTopic: of.filter((e) => e.label === "off_topic").length,
  });
  return {
    folds: FOLDS,
    foldOf,
    scored,
    all: population(originals),
    handWritten: population(originals.filter((e) => e.source.startsWith("corpus/"))),
  };
}
