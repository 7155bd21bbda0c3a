import { AIMessage, HumanMessage, SystemMessage, type BaseMessage } from "@langchain/core/messages";
import type { RunnableConfig } from "@langchain/core/runnables";
import type { Span } from "../tracing/run-trace";
import { streamChatChunks, type ChatChunk } from "./chat-chunks";
import { modelSpan, usageMetadata } from "./model-span";
import type { ChatOpenAI } from "@langchain/openai";
import type { ChatModelFactory, SamplingParams } from "./provider";
import { estimateTokens } from "./usage";

export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

export interface StreamChatOptions extends SamplingParams {
  signal: AbortSignal;
  /** Bounds the whole call, retry included (LLMHOST_TIMEOUT_MS). */
  timeoutMs: number;
  onDelta?: (text: string) => void;
  /** The graph node's config, so tracing callbacks see the model call as the node's child. */
  runConfig?: RunnableConfig;
  /** Keeps tokens out of LangGraph's "messages" stream (Studio) for the buffered profile. */
  buffered?: boolean;
  /** The traced node's span: the call is recorded under it as an `llm` span. */
  span?: Span;
}

export interface ChatResult {
  text: string;
  inputTokens: number;
  outputTokens: number;
  usageEstimated: boolean;
}

/** The provider failed or timed out; `message` is safe to show (no upstream text). */
export class ModelProviderError extends Error {
  constructor(readonly reason: "timeout" | "provider") {
    super(reason === "timeout" ? "model provider timed out" : "model provider error");
  }
}

class RunAbortedError extends Error {
  constructor() {
    super("run aborted by the client");
  }
}

/** Streams one completion. At most one retry, and only before the first token arrived. */
export async function streamChat(factory: ChatModelFactory, messages: ChatMessage[], options: StreamChatOptions): Promise<ChatResult> {
  // A timer cleared when the call ends, not AbortSignal.timeout: that one keeps the call's whole signal graph (and
  // what listens to it) alive until it fires, LLMHOST_TIMEOUT_MS later, for every call.
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(new ModelProviderError("timeout")), options.timeoutMs);
  const model = factory(options);
  const span = options.span && modelSpan(options.span, "model.call", model.model, messages, options);
  try {
    const result = await streamWithin(factory, model, messages, options, deadline.signal);
    span?.end({ choices: [{ message: { role: "assistant", content: result.text } }] }, { usage_metadata: usageMetadata(result) });
    return result;
  } catch (error) {
    span?.fail(error);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

async function streamWithin(
  factory: ChatModelFactory,
  model: ChatOpenAI,
  messages: ChatMessage[],
  options: StreamChatOptions,
  timeout: AbortSignal,
): Promise<ChatResult> {
  const signal = AbortSignal.any([options.signal, timeout]);
  const source = {
    model,
    client: factory.client,
    messages: messages.map(toLangChain),
    signal,
    runConfig: options.runConfig,
    buffered: options.buffered,
  };
  let text = "";
  for (let attempt = 1; ; attempt++) {
    try {
      let usage: ChatChunk["usage"];
      for await (const chunk of await streamChatChunks(source)) {
        if (chunk.delta) {
          text += chunk.delta;
          options.onDelta?.(chunk.delta);
        }
        if (chunk.usage) usage = chunk.usage;
      }
      if (signal.aborted) throw signal.reason;
      return {
        text,
        inputTokens: usage?.inputTokens ?? estimateTokens(messages.map((m) => m.content).join("")),
        outputTokens: usage?.outputTokens ?? estimateTokens(text),
        usageEstimated: usage === undefined,
      };
    } catch {
      if (options.signal.aborted) throw new RunAbortedError();
      if (timeout.aborted) throw new ModelProviderError("timeout");
      if (text.length > 0 || attempt >= 2) throw new ModelProviderError("provider");
    }
  }
}

export function toLangChain(message: ChatMessage): BaseMessage {
  if (message.role === "system") return new SystemMessage(message.content);
  if (message.role === "assistant") return new AIMessage(message.content);
  return new HumanMessage(message.content);
}
