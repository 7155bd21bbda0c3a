import type { NormalisedText } from "../../normalize";
import { INJECTION_THRESHOLD, type InjectionSignal } from "./signal";
import { injectionSignals } from "./signals";

export interface InjectionAssessment {
  score: number;
  signals: string[];
}

/** Adds up the weights of the signals found; stops as soon as the threshold is reached unless asked for all. */
export function assessInjection(
  text: NormalisedText,
  signals: readonly InjectionSignal[] = injectionSignals,
  options: { exhaustive?: boolean } = {},
): InjectionAssessment {
  let score = 0;
  const found: string[] = [];
  for (const signal of signals) {
    if (!signal.found(text)) continue;
    score += signal.weight;
    found.push(signal.id);
    if (score >= INJECTION_THRESHOLD && !options.exhaustive) break;
  }
  return { score, signals: found };
}

// The last assessment of each normalised prompt, for the decisions that weigh a partial score after the rules ran.
const assessed = new WeakMap<NormalisedText, InjectionAssessment>();

export function isInjection(text: NormalisedText): boolean {
  const assessment = assessInjection(text);
  assessed.set(text, assessment);
  return assessment.score >= INJECTION_THRESHOLD;
}

/** The assessment `isInjection` made of this prompt, if it made one (complete when it stayed below the threshold). */
export function lastAssessment(text: NormalisedText): InjectionAssessment | undefined {
  return assessed.get(text);
}
