import type { Config } from "../../config";
import { openDatabase } from "../../db/open-database";
import { PostgresCatalog } from "../../retrieval/lexical/catalog-store";
import { catalogSchemaName } from "../../retrieval/lexical/catalog-schema";

export interface OpenedCatalog {
  catalog: PostgresCatalog;
  close(): Promise<void>;
}

/**
 * The lexical catalog in the service's database: `DB_ADDON_URI` (every replica reads the same rows), else the
 * embedded PGlite under `DATA_DIR`. Null when `RETRIEVAL_LEXICAL` is off. Its schema is migrated on first use.
 */
export async function openLexicalCatalog(config: Config, namespace = config.VECTORDB_NAMESPACE): Promise<OpenedCatalog | null> {
  if (!config.RETRIEVAL_LEXICAL) return null;
  const database = await openDatabase({ uri: config.DB_ADDON_URI, dataDir: config.DATA_DIR });
  return { catalog: new PostgresCatalog(database, catalogSchemaName(config.ENV), namespace), close: () => database.close() };
}
