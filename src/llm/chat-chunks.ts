import type { BaseMessage } from "@langchain/core/messages";
import type { RunnableConfig } from "@langchain/core/runnables";
import { convertMessagesToCompletionsMessageParams, type ChatOpenAI } from "@langchain/openai";
import type OpenAI from "openai";
import { outsideAmbientConfig } from "../lib/lean-runnable-context";

/** One streamed piece of a completion: its text, and the provider's usage on the chunk that carries it. */
export interface ChatChunk {
  delta: string;
  usage?: { inputTokens: number; outputTokens: number };
}

/** What ChatOpenAI keeps protected and the direct call reads: its Chat Completions half and its API choice. */
interface ChatOpenAIInternals {
  completions: { invocationParams(options: undefined, extra: { streaming: true }): Record<string, unknown> };
  _useResponsesApi(options: undefined): boolean;
}

export interface ChunkSource {
  model: ChatOpenAI;
  /** The official SDK client for the same provider. */
  client: OpenAI;
  messages: BaseMessage[];
  signal: AbortSignal;
  /** The node's config: its callbacks (tracing, Studio's token stream), metadata and tags. */
  runConfig?: RunnableConfig;
  /** Keeps tokens out of LangGraph's "messages" stream (Studio) for the buffered profile. */
  buffered?: boolean;
}

/**
 * Streams a completion as text deltas and usage. When a LangChain callback listens (LangGraph Studio's token stream, a
 * LangChain tracer), through ChatOpenAI so it sees the call. Otherwise, the service's own runs, straight through the
 * official SDK: the same request (ChatOpenAI's own invocation parameters and message conversion, so
 * tests/llm/chat-chunks.test.ts can hold both to one body) without LangChain's per-call callback manager, run tree
 * and message chunks, which cost about a sixth of a guarded run's CPU (docs/performance.md).
 */
export function streamChatChunks(source: ChunkSource): Promise<AsyncIterable<ChatChunk>> {
  const internals = source.model as unknown as ChatOpenAIInternals;
  if (hasCallbackHandlers(source.runConfig?.callbacks) || internals._useResponsesApi(undefined)) return viaLangChain(source);
  return viaSdk(source, internals);
}

async function viaSdk(source: ChunkSource, internals: ChatOpenAIInternals): Promise<AsyncIterable<ChatChunk>> {
  const request = {
    ...internals.completions.invocationParams(undefined, { streaming: true }),
    messages: convertMessagesToCompletionsMessageParams({ messages: source.messages, model: source.model.model }),
    stream: true,
  } as OpenAI.Chat.ChatCompletionCreateParamsStreaming;
  const stream = await source.client.chat.completions.create(request, { signal: source.signal });
  return (async function* () {
    for await (const chunk of stream) {
      const usage = chunk.usage ? { inputTokens: chunk.usage.prompt_tokens, outputTokens: chunk.usage.completion_tokens } : undefined;
      yield { delta: chunk.choices[0]?.delta?.content ?? "", ...(usage ? { usage } : {}) };
    }
  })();
}

async function viaLangChain(source: ChunkSource): Promise<AsyncIterable<ChatChunk>> {
  const { callbacks, metadata, tags = [] } = source.runConfig ?? {};
  const options = { callbacks, metadata, tags: [...tags, ...(source.buffered ? ["nostream"] : [])], signal: source.signal };
  // Only what tracing and Studio's token stream need. LangChain would otherwise merge the ambient node config
  // (LangGraph's execution info, thread key included) into the call options, which the tracer records verbatim.
  const stream = await outsideAmbientConfig(() => source.model.stream(source.messages, options));
  return (async function* () {
    for await (const chunk of stream) {
      const usage = chunk.usage_metadata
        ? { inputTokens: chunk.usage_metadata.input_tokens, outputTokens: chunk.usage_metadata.output_tokens }
        : undefined;
      yield { delta: typeof chunk.content === "string" ? chunk.content : "", ...(usage ? { usage } : {}) };
    }
  })();
}

/** Callbacks given as a list of handlers or as a manager holding some (LangGraph passes an empty manager). */
function hasCallbackHandlers(callbacks: RunnableConfig["callbacks"]): boolean {
  if (!callbacks) return false;
  if (Array.isArray(callbacks)) return callbacks.length > 0;
  return callbacks.handlers.length > 0 || callbacks.inheritableHandlers.length > 0;
}
