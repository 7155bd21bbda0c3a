import { ChatOpenAI } from "@langchain/openai";

export interface ChatModelSettings {
  baseUrl: string;
  apiKey?: string;
  model: string;
}

export interface SamplingParams {
  temperature: number;
  maxTokens: number;
}

export type ChatModelFactory = (params: SamplingParams) => ChatOpenAI;

const MAX_CACHED_MODELS = 64;

/**
 * ChatOpenAI takes temperature and max tokens only at construction, so models are cached per sampling pair.
 * Never `streaming: true` (it fetches a tokenizer at run time); retries are ours (see stream-chat.ts), not the SDK's.
 */
export function createChatModelFactory(settings: ChatModelSettings): ChatModelFactory {
  const cache = new Map<string, ChatOpenAI>();
  return ({ temperature, maxTokens }) => {
    const key = `${temperature}:${maxTokens}`;
    let model = cache.get(key);
    if (!model) {
      if (cache.size >= MAX_CACHED_MODELS) cache.clear();
      model = new ChatOpenAI({
        model: settings.model,
        apiKey: settings.apiKey ?? "not-needed-for-local-server",
        configuration: { baseURL: settings.baseUrl },
        temperature,
        maxTokens,
        streamUsage: true,
        maxRetries: 0,
      });
      cache.set(key, model);
    }
    return model;
  };
}
