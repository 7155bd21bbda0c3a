import { existsSync } from "node:fs";
import path from "node:path";
import type { Embedder } from "../llm/embedder";
import { ingestBooks } from "./ingest/ingest-books";
import type { IngestReport } from "./ingest/ingest-report";
import type { ProgressOutput } from "./ingest/progress";
import type { CatalogWriter } from "./lexical/catalog-store";
import type { VectorIndex } from "./vector-index";

const CATALOG = path.join("data", "catalog", "sample-books.jsonl");

/** The sample catalog shipped with the project, found from the sources (tsx) or from the build (dist/). */
export function sampleCatalogFile(): string {
  const candidates = [path.resolve(__dirname, "../..", CATALOG), path.resolve(__dirname, "../../..", CATALOG)];
  return candidates.find((file) => existsSync(file)) ?? candidates[0];
}

export interface EnsureSampleCatalogOptions {
  index: VectorIndex;
  embedder: Embedder;
  /** The lexical catalog, written in the same run. */
  catalog?: CatalogWriter;
  catalogFile?: string;
  /** Where ingestion progress goes; nothing is written when absent. */
  output?: ProgressOutput;
}

/**
 * Fills the index's namespace from the sample catalog when it holds nothing yet; otherwise only asks for the
 * record count, so every start after the first costs one stats call.
 */
export async function ensureSampleCatalog(options: EnsureSampleCatalogOptions): Promise<{ seeded: boolean; report: IngestReport | null }> {
  const stats = await options.index.stats();
  if ((stats.namespaces[options.index.namespace]?.recordCount ?? 0) > 0) return { seeded: false, report: null };
  const silent: ProgressOutput = { write: () => true };
  const report = await ingestBooks({
    inputFile: options.catalogFile ?? sampleCatalogFile(),
    index: options.index,
    embedder: options.embedder,
    catalog: options.catalog,
    output: options.output ?? silent,
    errorOutput: options.output ?? silent,
  });
  return { seeded: true, report };
}
