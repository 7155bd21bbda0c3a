/** Turns texts into vectors; `tokens` is what the provider billed (or an estimate when it reports none). */
export interface Embedder {
  embed(texts: string[], signal?: AbortSignal): Promise<EmbeddingResult>;
}

export interface EmbeddingResult {
  vectors: number[][];
  tokens: number;
}
