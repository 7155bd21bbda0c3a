import { outputActionClaim } from "./output-action-claim";
import { outputCitation } from "./output-citation";
import { outputFreshnessClaim } from "./output-freshness-claim";
import { outputLength } from "./output-length";
import { outputPii } from "./output-pii";
import { outputPromptLeak } from "./output-prompt-leak";
import type { OutputCheck } from "./types";

/** Output checks in evaluation order; the length check comes first and never truncates. */
export const defaultOutputChecks: OutputCheck[] = [
  outputLength,
  outputPii,
  outputPromptLeak,
  outputActionClaim,
  outputFreshnessClaim,
  outputCitation,
];
