import type { Span } from "../tracing/run-trace";
import type { SamplingParams } from "./provider";

interface Message {
  role: string;
  content: string;
}

/** An `llm` span under `parent` for one model call, shaped as LangSmith shows chat models (messages in, usage). */
export function modelSpan(parent: Span, name: string, model: string, messages: Message[], sampling: SamplingParams): Span {
  const span = parent.child(name, "llm", { messages });
  span.record.extra = {
    metadata: { ls_provider: "openai", ls_model_name: model, ls_temperature: sampling.temperature, ls_max_tokens: sampling.maxTokens },
  };
  return span;
}

export function usageMetadata(usage: { inputTokens: number; outputTokens: number }) {
  return { input_tokens: usage.inputTokens, output_tokens: usage.outputTokens, total_tokens: usage.inputTokens + usage.outputTokens };
}
