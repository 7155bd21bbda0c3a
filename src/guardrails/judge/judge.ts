import type { Span } from "../../tracing/run-trace";
import type { RunnableConfig } from "@langchain/core/runnables";
import type { ChatModelFactory } from "../../llm/provider";
import { invokeStructured, StructuredCallError } from "../../llm/structured-call";
import type { GrayZone } from "./gray-zone";
import { judgeMessages } from "./prompt";
import { judgeVerdictSchema, type BlockingJudgeRule } from "./verdict-schema";

/** How one judge call ended (the `outcome` label of guardrail_judge_calls_total). */
export type JudgeCallOutcome = "allow" | "block" | "timeout" | "error" | "malformed";

interface JudgeDecision {
  outcome: "allowed" | "blocked";
  /** The judge's rule on a block (the gray zone's candidate when it named none, or when the call failed). */
  rule: BlockingJudgeRule | "none";
  call: JudgeCallOutcome;
  inputTokens: number;
  outputTokens: number;
}

export interface InputJudge {
  /** Decides a gray-zone request; never throws: any failure is a block under the candidate rule (fail closed). */
  judge(
    redactedPrompt: string,
    grayZone: GrayZone,
    options?: { signal?: AbortSignal; runConfig?: RunnableConfig; span?: Span },
  ): Promise<JudgeDecision>;
}

export interface ModelJudgeSettings {
  chatModel: ChatModelFactory;
  timeoutMs: number;
}

const SAMPLING = { temperature: 0, maxTokens: 200 };

/** The gray-zone judge played by the configured chat model: one structured call, no retry. */
export function createModelJudge(settings: ModelJudgeSettings): InputJudge {
  return {
    async judge(redactedPrompt, grayZone, options = {}) {
      try {
        const { value, inputTokens, outputTokens } = await invokeStructured(
          settings.chatModel,
          judgeMessages(redactedPrompt),
          judgeVerdictSchema,
          {
            ...SAMPLING,
            name: "input_judgement",
            timeoutMs: settings.timeoutMs,
            signal: options.signal,
            runConfig: options.runConfig,
            span: options.span,
          },
        );
        if (value.verdict === "allow") return { outcome: "allowed", rule: "none", call: "allow", inputTokens, outputTokens };
        const rule = value.rule === "none" ? grayZone.candidate : value.rule;
        return { outcome: "blocked", rule, call: "block", inputTokens, outputTokens };
      } catch (error) {
        const reason = error instanceof StructuredCallError ? error.reason : "provider";
        const call: JudgeCallOutcome = reason === "provider" ? "error" : reason;
        return { outcome: "blocked", rule: grayZone.candidate, call, inputTokens: 0, outputTokens: 0 };
      }
    },
  };
}
