import { createOpenAiEmbedder } from "../src/llm/openai-embedder";
import { runIngestCli } from "../src/retrieval/ingest/ingest-cli";

/**
 * `npx tsx scripts/ingest.ts --input FILE [--namespace NS]`: fills the local index under DATA_DIR with embeddings
 * from the OpenAI-compatible provider named by LLMHOST_BASE_URL, LLMHOST_API_KEY and LLMHOST_EMBEDDING_MODEL.
 */
const LOOPBACK = /^https?:\/\/(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?(\/|$)/i;

function embedderFromEnv(env: Record<string, string | undefined>) {
  const baseURL = env.LLMHOST_BASE_URL || "https://api.openai.com/v1";
  const apiKey = env.LLMHOST_API_KEY || (LOOPBACK.test(baseURL) ? "unused-local-key" : undefined);
  if (!apiKey) throw new Error("LLMHOST_API_KEY is required unless LLMHOST_BASE_URL is a loopback address");
  return createOpenAiEmbedder({ baseURL, apiKey, model: env.LLMHOST_EMBEDDING_MODEL || "text-embedding-3-small" });
}

void runIngestCli(process.argv.slice(2), {
  env: process.env,
  createEmbedder: embedderFromEnv,
  stdout: process.stdout,
  stderr: process.stderr,
}).then((code) => {
  process.exitCode = code;
});
