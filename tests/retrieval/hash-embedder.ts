import type { Embedder } from "../../src/llm/embedder";
import { hashEmbedding } from "../../scripts/local-model-server/hash-embedding";

/** The local model server's embedding, in process; records each call's texts. Tokens: one per word. */
export function createHashEmbedder(dimensions?: number): Embedder & { calls: string[][] } {
  const calls: string[][] = [];
  return {
    calls,
    embed(texts) {
      calls.push(texts);
      return Promise.resolve({
        vectors: texts.map((text) => hashEmbedding(text, dimensions)),
        tokens: texts.reduce((sum, text) => sum + (text.match(/\S+/g)?.length ?? 0), 0),
      });
    },
  };
}
