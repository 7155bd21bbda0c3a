import type { Config } from "../../config";
import { events } from "../../contract/events";
import { retrievalRequestSchema, type RetrievalRequest } from "../../contract/requests";
import { createOpenAiEmbedder, type Embedder } from "../../llm/embedder";
import { createProviderClient, providerSettings } from "../../llm/provider";
import type { Logger } from "../../logger";
import { backfillCatalog } from "../../retrieval/lexical/catalog-backfill";
import type { PostgresCatalog } from "../../retrieval/lexical/catalog-store";
import { localIndexDirectory, openLocalIndex } from "../../retrieval/local/local-index";
import { createPineconeIndex } from "../../retrieval/pinecone/pinecone-index";
import { ensureSampleCatalog } from "../../retrieval/sample-catalog";
import type { VectorIndex } from "../../retrieval/vector-index";
import { createTavilyWebSearch, type WebSearch } from "../../retrieval/web-search";
import type { AssembledProfile } from "../profile";
import type { ServiceDeps } from "../service-deps";
import { chatDeps } from "../shared/conversation-memory";
import { createGraphRunner } from "../shared/graph-runner";
import { buildRetrievalGraph } from "./graph";
import { openLexicalCatalog } from "./lexical-catalog";
import type { RetrievalUpdate } from "./retrieval-state";

/** The retrieval profile: no memory, no thread; `done` carries the usage (with elapsedSeconds in the web variant). */
export async function assembleRetrievalProfile(service: ServiceDeps): Promise<AssembledProfile> {
  const { config, logger, pricing } = service;
  const index = await openVectorIndex(config);
  const embedder = createEmbedder(config);
  const lexical = await openLexicalCatalog(config);
  if (index.backend === "local") {
    const { seeded, report } = await ensureSampleCatalog({ index, embedder, catalog: lexical?.catalog });
    if (seeded) logger.info({ books: report?.books }, "local index seeded from the sample catalog");
  }
  if (lexical) await prepareCatalog(lexical.catalog, index, logger);
  const webSearch = createWebSearch(config);
  const graph = buildRetrievalGraph({
    chat: chatDeps(service),
    embedder,
    index,
    lexical: lexical?.catalog,
    onLexicalFailure: (error) =>
      logger.warn(
        { err: { type: (error as Error)?.constructor?.name } },
        "lexical catalog search failed; answering from the vector matches",
      ),
    webSearch,
    onWebSearchFailure: (reason) => logger.warn({ reason }, "web search failed; answering from the index only"),
    onBooksLackingGenres: (ids) => logger.warn({ ids }, "books without genres need re-upserting (npm run ingest)"),
    onQuestionUnderstood: (understanding) => logger.debug({ understanding }, "question understood"),
  });
  return {
    runner: createGraphRunner({
      profile: "retrieval",
      requestSchema: retrievalRequestSchema(config.MAX_PROMPT_CHARS),
      heartbeats: false,
      graph,
      logger,
      input: retrievalInput,
      failure: (detail) => events.error({ detail }),
      fallbackDetail: "retrieval failed",
      done: async (run) => run.meter.toUsage(await pricing.get(), { withElapsed: webSearch !== undefined }),
    }),
    readiness: { vectorIndex: () => index.ping(), ...(lexical ? { database: () => lexical.catalog.ping() } : {}) },
    close: async () => {
      await index.close();
      await lexical?.close();
    },
  };
}

/**
 * Migrates the catalog and, when it is empty, fills it from the books the index holds. A database that is down does
 * not stop the start: searches then answer from the vector matches until it is back (they migrate on first use).
 */
async function prepareCatalog(catalog: PostgresCatalog, index: VectorIndex, logger: Logger): Promise<void> {
  try {
    const books = await backfillCatalog(catalog, index);
    if (books > 0) logger.info({ books }, "lexical catalog filled from the vector index");
  } catch (error) {
    logger.warn(
      { err: { type: (error as Error)?.constructor?.name } },
      "lexical catalog not ready; retrieval falls back to vector matches",
    );
  }
}

function retrievalInput(request: RetrievalRequest): RetrievalUpdate {
  return {
    prompt: request.prompt,
    temperature: request.temperature,
    maxTokens: request.max_tokens,
    history: request.history,
    topK: request.top_k,
    relatedTopK: request.related_top_k,
    includeRelated: request.include_related,
  };
}

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
  return createOpenAiEmbedder(createProviderClient(providerSettings(config)), config.LLMHOST_EMBEDDING_MODEL);
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
