import { ChatOpenAI } from "@langchain/openai";
import OpenAI from "openai";
import type { Config } from "../config";

/** How to reach the OpenAI-compatible model provider; every client of it is configured from this one value. */
export interface ProviderSettings {
  baseUrl: string;
  apiKey?: string;
  /** Bounds one HTTP request to the provider (LLMHOST_TIMEOUT_MS). */
  timeoutMs: number;
}

export function providerSettings(config: Config): ProviderSettings {
  return { baseUrl: config.LLMHOST_BASE_URL, apiKey: config.LLMHOST_API_KEY, timeoutMs: config.LLMHOST_TIMEOUT_MS };
}

/** A local model server on loopback needs no key, but the SDKs insist on one. */
const apiKeyOf = (settings: ProviderSettings) => settings.apiKey ?? "not-needed-for-local-server";

/** The official SDK client (model catalog, embeddings). Retries are ours to decide, so the SDK makes none. */
export function createProviderClient(settings: ProviderSettings): OpenAI {
  return new OpenAI({ baseURL: settings.baseUrl, apiKey: apiKeyOf(settings), timeout: settings.timeoutMs, maxRetries: 0 });
}

export interface SamplingParams {
  temperature: number;
  maxTokens: number;
}

/** ChatOpenAI per sampling pair, and the official SDK client the service's own model calls go through (chat-chunks.ts). */
export type ChatModelFactory = ((params: SamplingParams) => ChatOpenAI) & { readonly client: OpenAI };

const MAX_CACHED_MODELS = 64;

/**
 * ChatOpenAI takes temperature and max tokens only at construction, so models are cached per sampling pair.
 * Never `streaming: true` (it fetches a tokenizer at run time); retries are ours (see stream-chat.ts), not the SDK's.
 */
export function createChatModelFactory(settings: ProviderSettings, model: string): ChatModelFactory {
  const cache = new Map<string, ChatOpenAI>();
  const chatModel = ({ temperature, maxTokens }: SamplingParams) => {
    const key = `${temperature}:${maxTokens}`;
    let chat = cache.get(key);
    if (!chat) {
      if (cache.size >= MAX_CACHED_MODELS) cache.clear();
      chat = new ChatOpenAI({
        model,
        apiKey: apiKeyOf(settings),
        configuration: { baseURL: settings.baseUrl },
        temperature,
        maxTokens,
        streamUsage: true,
        maxRetries: 0,
      });
      cache.set(key, chat);
    }
    return chat;
  };
  return Object.assign(chatModel, { client: createProviderClient(settings) });
}
