/**
 * `npm run ingest -- --input FILE [--namespace NS]`: embeds a catalog with the configured provider (LLMHOST_*) and
 * writes it to the configured index (VECTORDB_*: Pinecone, or the local index under DATA_DIR) and, unless
 * RETRIEVAL_LEXICAL is false, to the lexical catalog in the service's database (DB_ADDON_URI, else PGlite under
 * DATA_DIR), exactly as the service would read them.
 */
import { ConfigError, loadConfig } from "../src/config";
import { createEmbedder, openVectorIndex } from "../src/profiles/retrieval/retrieval-profile";
import { openLexicalCatalog } from "../src/profiles/retrieval/lexical-catalog";
import { runIngestCli } from "../src/retrieval/ingest/ingest-cli";

async function main(): Promise<number> {
  let config;
  try {
    config = loadConfig({ ...process.env, AGENT_PROFILE: "retrieval" });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return 1;
  }
  return runIngestCli(process.argv.slice(2), {
    env: process.env,
    createEmbedder: () => createEmbedder(config),
    openIndex: (namespace) => openVectorIndex({ ...config, VECTORDB_NAMESPACE: namespace }),
    openCatalog: (namespace) => openLexicalCatalog(config, namespace),
    stdout: process.stdout,
    stderr: process.stderr,
  });
}

void main().then((code) => {
  process.exitCode = code;
});
