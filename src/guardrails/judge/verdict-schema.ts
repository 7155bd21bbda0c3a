import { z } from "zod";

/** The rules a judge may name; "none" goes with an allow. */
const JUDGE_RULES = ["prompt_injection", "unsupported_action", "topic_boundary", "none"] as const;
type JudgeRule = (typeof JUDGE_RULES)[number];
export type BlockingJudgeRule = Exclude<JudgeRule, "none">;

/** The one structured answer asked of the model (OpenAI Structured Outputs, strict). */
export const judgeVerdictSchema = z.object({
  verdict: z.enum(["allow", "block"]),
  rule: z.enum(JUDGE_RULES),
  reason: z.string().max(500),
});
