import OpenAI from "openai";
import type { Embedder } from "./embedder";

export interface OpenAiEmbedderOptions {
  baseURL: string;
  apiKey: string;
  model: string;
  timeoutMs?: number;
  maxRetries?: number;
}

/** Embeddings from any OpenAI-compatible `/embeddings` endpoint through the official SDK. */
export function createOpenAiEmbedder(options: OpenAiEmbedderOptions): Embedder {
  const client = new OpenAI({
    baseURL: options.baseURL,
    apiKey: options.apiKey,
    timeout: options.timeoutMs ?? 60_000,
    maxRetries: options.maxRetries ?? 2,
  });
  return {
    async embed(texts, signal) {
      if (texts.length === 0) return { vectors: [], tokens: 0 };
      const response = await client.embeddings.create({ model: options.model, input: texts }, { signal });
      const vectors = [...response.data].sort((a, b) => a.index - b.index).map((item) => item.embedding);
      // Providers that report no usage get the usual estimate of four characters per token.
      const tokens = response.usage?.prompt_tokens ?? Math.ceil(texts.join(" ").length / 4);
      return { vectors, tokens };
    },
  };
}
