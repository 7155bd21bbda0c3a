/**
 * `npm run ingest -- --input FILE [--namespace NS]`: embeds a catalog with the configured provider (LLMHOST_*) and
 * writes it to the configured index (VECTORDB_*: Pinecone, or the local index under DATA_DIR) and, unless
 * RETRIEVAL_LEXICAL is false, to the lexical catalog in the service's database (DB_ADDON_URI, else PGlite under
 * DATA_DIR), exactly as the service would read them.
 */
import { ConfigError, loadConfig, usesDataDir } from "../src/config";
import { DataDirInUseError, lockDataDir, type DataDirLock } from "../src/lib/data-dir-lock";
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
  // Embedded PGlite and the local index under DATA_DIR belong to one process: not to a service running on it.
  let lock: DataDirLock | undefined;
  try {
    lock = usesDataDir(config) ? lockDataDir(config.DATA_DIR) : undefined;
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    process.stderr.write(`${error.message} (ingest while the service is stopped, or use DB_ADDON_URI and Pinecone)\n`);
    return 1;
  }
  try {
    return await runIngestCli(process.argv.slice(2), {
      env: process.env,
      createEmbedder: () => createEmbedder(config),
      openIndex: (namespace) => openVectorIndex({ ...config, VECTORDB_NAMESPACE: namespace }),
      openCatalog: (namespace) => openLexicalCatalog(config, namespace),
      stdout: process.stdout,
      stderr: process.stderr,
    });
  } finally {
    lock?.release();
  }
}

void main().then((code) => {
  process.exitCode = code;
});
