import type { Config } from "../config";
import type { Embedder } from "../llm/embedder";
import { createOpenAiEmbedder } from "../llm/openai-embedder";
import { localIndexDirectory, openLocalIndex } from "../retrieval/local/local-index";
import { createPineconeIndex } from "../retrieval/pinecone/pinecone-index";
import type { VectorIndex } from "../retrieval/vector-index";
import { createTavilyWebSearch, type WebSearch } from "../retrieval/web-search";

/** Pinecone when configured, else the embedded on-disk index under DATA_DIR. */
export async function openVectorIndex(config: Config): Promise<VectorIndex> {
  if (config.VECTORDB_BACKEND === "pinecone") {
    return createPineconeIndex({
      apiKey: config.VECTORDB_API_KEY!,
      indexName: config.VECTORDB_INDEX_NAME ?? "books",
      host: config.VECTORDB_HOST,
      namespace: config.VECTORDB_NAMESPACE,
    });
  }
  return openLocalIndex({ directory: localIndexDirectory(config.DATA_DIR), namespace: config.VECTORDB_NAMESPACE });
}

export function createEmbedder(config: Config): Embedder {
  return createOpenAiEmbedder({
    baseURL: config.LLMHOST_BASE_URL,
    apiKey: config.LLMHOST_API_KEY ?? "not-needed-for-local-server",
    model: config.LLMHOST_EMBEDDING_MODEL,
    timeoutMs: config.LLMHOST_TIMEOUT_MS,
    maxRetries: 1,
  });
}

/** Web search only when WEBSEARCH_API_KEY is set. */
export function createWebSearch(config: Config): WebSearch | undefined {
  if (!config.WEBSEARCH_API_KEY) return undefined;
  return createTavilyWebSearch({
    apiKey: config.WEBSEARCH_API_KEY,
    baseUrl: config.WEBSEARCH_BASE_URL,
    searchDepth: config.WEBSEARCH_SEARCH_DEPTH,
    maxResults: config.WEBSEARCH_MAX_RESULTS,
  });
}
