import { normalise, type NormalisedText } from "../normalize";
import { rulesReading } from "../input/contact-statements";
import { assessInjection } from "../input/injection/score";
import { INJECTION_THRESHOLD } from "../input/injection/signal";
import { assessTopic } from "../input/topic/classify";
import type { InputContext } from "../input/types";
import type { BlockingJudgeRule } from "./verdict-schema";

/**
 * A probabilistic opinion that joins the gray-zone test: the hook for a trained classifier. It is unsure when the
 * probability that the prompt breaks `rule` falls in [low, high); below is a clear pass, above a clear block (the
 * classifier's own blocking, if any, happens in the rules, before the gray zone is looked at).
 */
export interface GrayZoneSignal {
  readonly id: string;
  readonly rule: BlockingJudgeRule;
  readonly unsure: { readonly low: number; readonly high: number };
  probability(text: NormalisedText): number;
}

/** Why a request the rules let through is still in doubt, and the rule a fail-closed block reports. */
export interface GrayZone {
  candidate: BlockingJudgeRule;
  reasons: string[];
}

const PRECEDENCE: readonly BlockingJudgeRule[] = ["prompt_injection", "unsupported_action", "topic_boundary"];

/**
 * The gray zone, for a prompt the deterministic rules passed: injection evidence that did not reach the threshold
 * (score ≥ 1 and < INJECTION_THRESHOLD), a topic pass granted only for want of a clear off-topic ask, or any
 * signal's probability in its unsure band. Undefined when the rules are sure. The candidate is the most severe rule
 * in doubt (injection, then unsupported action, then topic).
 */
export function assessGrayZone(prompt: string, ctx: InputContext, signals: readonly GrayZoneSignal[] = []): GrayZone | undefined {
  const text = normalise(rulesReading(prompt));
  const doubts: Array<{ rule: BlockingJudgeRule; reason: string }> = [];
  const injection = assessInjection(text);
  if (injection.score >= 1 && injection.score < INJECTION_THRESHOLD) {
    doubts.push({ rule: "prompt_injection", reason: `injection_score_${injection.score}` });
  }
  const topic = assessTopic(text, ctx.previousTurnOnTopic);
  if (topic.onTopic && topic.doubtful) doubts.push({ rule: "topic_boundary", reason: `topic_${topic.reason}` });
  for (const signal of signals) {
    const p = signal.probability(text);
    if (p >= signal.unsure.low && p < signal.unsure.high) doubts.push({ rule: signal.rule, reason: signal.id });
  }
  if (doubts.length === 0) return undefined;
  const candidate = PRECEDENCE.find((rule) => doubts.some((d) => d.rule === rule)) ?? doubts[0].rule;
  return { candidate, reasons: doubts.map((d) => d.reason) };
}
