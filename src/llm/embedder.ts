import type OpenAI from "openai";

/** Turns texts into vectors; `tokens` is what the provider billed (or an estimate when it reports none). */
export interface Embedder {
  embed(texts: string[], signal?: AbortSignal): Promise<{ vectors: number[][]; tokens: number }>;
}

/** Embeddings from any OpenAI-compatible `/embeddings` endpoint through the official SDK (one retry). */
export function createOpenAiEmbedder(client: OpenAI, model: string): Embedder {
  return {
    async embed(texts, signal) {
      if (texts.length === 0) return { vectors: [], tokens: 0 };
      const response = await client.embeddings.create({ model, input: texts }, { signal, maxRetries: 1 });
      const vectors = [...response.data].sort((a, b) => a.index - b.index).map((item) => item.embedding);
      // Providers that report no usage get the usual estimate of four characters per token.
      const tokens = response.usage?.prompt_tokens ?? Math.ceil(texts.join(" ").length / 4);
      return { vectors, tokens };
    },
  };
}
