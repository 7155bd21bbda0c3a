import { checkPromptInjection } from "./prompt-injection";
import { checkTopicBoundary } from "./topic-boundary";
import type { InputRule } from "./types";
import { checkUnsupportedAction } from "./unsupported-action";

/** Blocking input rules in evaluation order: the first that blocks names the decision. */
export const inputRules: readonly InputRule[] = [
  { id: "prompt_injection", evaluate: checkPromptInjection },
  { id: "unsupported_action", evaluate: checkUnsupportedAction },
  { id: "topic_boundary", evaluate: checkTopicBoundary },
];
