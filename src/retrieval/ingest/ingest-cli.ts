import { access } from "node:fs/promises";
import { parseArgs } from "node:util";
import type { Embedder } from "../../llm/embedder";
import type { CatalogWriter } from "../lexical/catalog-store";
import { localIndexDirectory, openLocalIndex } from "../local/local-index";
import type { VectorIndex } from "../vector-index";
import { ingestBooks } from "./ingest-books";
import { describeIngestReport } from "./ingest-report";
import type { ProgressOutput } from "./progress";

export const INGEST_USAGE = "usage: npm run ingest -- --input FILE.jsonl|FILE.csv [--namespace NS]";

type Env = Record<string, string | undefined>;

export interface IngestCliDeps {
  env: Env;
  createEmbedder: (env: Env) => Embedder;
  /** Defaults to the local index under `DATA_DIR` (default `./.data`). */
  openIndex?: (namespace: string, env: Env) => Promise<VectorIndex>;
  /** The lexical catalog the books are written to in the same run (null: vector index only). */
  openCatalog?: (namespace: string) => Promise<{ catalog: CatalogWriter; close(): Promise<void> } | null>;
  stdout: ProgressOutput;
  stderr: ProgressOutput;
}

/** `ingest --input FILE [--namespace NS]`; resolves to the process exit code (0 done, 1 failed, 2 usage). */
export async function runIngestCli(argv: string[], deps: IngestCliDeps): Promise<number> {
  let options: { input?: string; namespace?: string; help?: boolean };
  try {
    options = parseArgs({
      args: argv,
      options: { input: { type: "string" }, namespace: { type: "string" }, help: { type: "boolean" } },
    }).values;
  } catch (error) {
    deps.stderr.write(`error: ${(error as Error).message}\n${INGEST_USAGE}\n`);
    return 2;
  }
  if (options.help) {
    deps.stdout.write(`${INGEST_USAGE}\n`);
    return 0;
  }
  if (!options.input) {
    deps.stderr.write(`error: --input is required\n${INGEST_USAGE}\n`);
    return 2;
  }
  if (
    !(await access(options.input).then(
      () => true,
      () => false,
    ))
  ) {
    deps.stderr.write(`error: cannot read input file ${options.input}\n`);
    return 1;
  }
  const namespace = options.namespace ?? deps.env.VECTORDB_NAMESPACE ?? "";
  const openIndex = deps.openIndex ?? openLocalIndexFromEnv;
  let index: VectorIndex | null = null;
  let catalog: { catalog: CatalogWriter; close(): Promise<void> } | null = null;
  try {
    const embedder = deps.createEmbedder(deps.env);
    index = await openIndex(namespace, deps.env);
    catalog = (await deps.openCatalog?.(namespace)) ?? null;
    const report = await ingestBooks({
      inputFile: options.input,
      index,
      embedder,
      catalog: catalog?.catalog,
      output: deps.stdout,
      errorOutput: deps.stderr,
    });
    for (const line of describeIngestReport(report, namespace)) deps.stdout.write(`${line}\n`);
    return 0;
  } catch (error) {
    deps.stderr.write(`error: ingestion failed: ${(error as Error).message}\n`);
    return 1;
  } finally {
    await index?.close();
    await catalog?.close();
  }
}

function openLocalIndexFromEnv(namespace: string, env: Env): Promise<VectorIndex> {
  return openLocalIndex({ directory: localIndexDirectory(env.DATA_DIR || "./.data"), namespace });
}
