import type { RunnableConfig } from "@langchain/core/runnables";
import type { z } from "zod";
import { outsideAmbientConfig } from "../lib/lean-runnable-context";
import type { Span } from "../tracing/run-trace";
import { modelSpan, usageMetadata } from "./model-span";
import type { ChatModelFactory, SamplingParams } from "./provider";
import { toLangChain, type ChatMessage } from "./stream-chat";

export interface StructuredCallOptions extends SamplingParams {
  /** Name of the JSON schema sent in `response_format`. */
  name: string;
  /** Bounds the whole call; past it the call is abandoned and fails with reason "timeout". */
  timeoutMs: number;
  signal?: AbortSignal;
  /** The graph node's config, so tracing callbacks see the call as the node's child. */
  runConfig?: RunnableConfig;
  /** The traced node's span: the call is recorded under it as an `llm` span. */
  span?: Span;
}

export interface StructuredCallResult<T> {
  value: T;
  inputTokens: number;
  outputTokens: number;
}

/** A structured call that produced no valid value; `message` is safe to log (no upstream text). */
export class StructuredCallError extends Error {
  constructor(readonly reason: "timeout" | "provider" | "malformed") {
    super(`structured model call failed: ${reason}`);
  }
}

/**
 * One non-streamed completion with OpenAI Structured Outputs (`response_format: json_schema`, strict), validated
 * against `schema`. No retry: the caller decides what a failure means. Never waits past `timeoutMs`.
 */
export async function invokeStructured<T extends Record<string, unknown>>(
  factory: ChatModelFactory,
  messages: ChatMessage[],
  schema: z.ZodType<T>,
  options: StructuredCallOptions,
): Promise<StructuredCallResult<T>> {
  const deadline = new AbortController();
  const signal = options.signal ? AbortSignal.any([options.signal, deadline.signal]) : deadline.signal;
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      deadline.abort();
      reject(new StructuredCallError("timeout"));
    }, options.timeoutMs);
  });
  const chat = factory(options);
  const span = options.span && modelSpan(options.span, options.name, chat.model, messages, options);
  const model = chat.withStructuredOutput(schema, { name: options.name, method: "jsonSchema", strict: true, includeRaw: true });
  const { callbacks, metadata, tags = [] } = options.runConfig ?? {};
  const callOptions = { callbacks, metadata, tags: [...tags, "nostream"], signal };
  try {
    // As in streamChat: keep LangGraph's ambient node config (thread key included) out of the traced call options.
    const call = outsideAmbientConfig(() => model.invoke(messages.map(toLangChain), callOptions));
    const { raw, parsed } = await Promise.race([call, timedOut]);
    const checked = schema.safeParse(parsed);
    if (!checked.success) throw new StructuredCallError("malformed");
    const usage = (raw as { usage_metadata?: { input_tokens: number; output_tokens: number } }).usage_metadata;
    const result = { value: checked.data, inputTokens: usage?.input_tokens ?? 0, outputTokens: usage?.output_tokens ?? 0 };
    span?.end({ output: checked.data }, { usage_metadata: usageMetadata(result) });
    return result;
  } catch (error) {
    const failure =
      error instanceof StructuredCallError
        ? error
        : new StructuredCallError(deadline.signal.aborted ? "timeout" : isParseFailure(error) ? "malformed" : "provider");
    span?.fail(failure);
    throw failure;
  } finally {
    clearTimeout(timer);
  }
}

/** The SDK parses the JSON content itself and throws when it is not JSON or does not fit the schema. */
function isParseFailure(error: unknown): boolean {
  const seen = [error, (error as { cause?: unknown } | undefined)?.cause];
  return seen.some((e) => e instanceof SyntaxError || (e instanceof Error && /ZodError|OutputParser/.test(e.name + e.constructor.name)));
}
