import { buildRetrievalGraph } from "../../graphs/retrieval";
import { ensureSampleCatalog } from "../retrieval/sample-catalog";
import { createRetrievalRunner } from "../runs/retrieval-runner";
import type { ProfileParts } from "./profile-parts";
import { createEmbedder, createWebSearch, openVectorIndex } from "./retrieval-parts";
import type { SharedParts } from "./shared-parts";

export async function assembleRetrievalProfile(shared: SharedParts): Promise<ProfileParts> {
  const { config, logger } = shared;
  const index = await openVectorIndex(config);
  const embedder = createEmbedder(config);
  if (index.backend === "local") {
    const { seeded, report } = await ensureSampleCatalog({ index, embedder });
    if (seeded) logger.info({ books: report?.books }, "local index seeded from the sample catalog");
  }
  const webSearch = createWebSearch(config);
  const graph = buildRetrievalGraph({
    chat: { chatModel: shared.chatModel, pricing: shared.pricing, timeoutMs: config.LLMHOST_TIMEOUT_MS },
    embedder,
    index,
    webSearch,
    onWebSearchFailure: (reason) => logger.warn({ reason }, "web search failed; answering from the index only"),
    onBooksLackingGenres: (ids) => logger.warn({ ids }, "books without genres need re-upserting (npm run ingest)"),
  });
  return {
    runner: createRetrievalRunner({
      graph,
      pricing: shared.pricing,
      logger,
      maxPromptChars: config.MAX_PROMPT_CHARS,
      webSearchEnabled: webSearch !== undefined,
    }),
    readiness: { vectorIndex: () => index.ping() },
    close: () => index.close(),
  };
}
