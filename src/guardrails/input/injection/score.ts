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

export function isInjection(text: NormalisedText): boolean {
  return assessInjection(text).score >= INJECTION_THRESHOLD;
}
