import path from "node:path";
import type { Database } from "./database";
import { createPgDatabase } from "./pg-database";
import { createPgliteDatabase } from "./pglite-database";

/** `DB_ADDON_URI` set: the real server through `pg`. Unset: embedded PGlite on disk under `DATA_DIR/pglite`. */
export function openDatabase(options: { uri?: string; dataDir: string }): Promise<Database> {
  if (options.uri) return Promise.resolve(createPgDatabase(options.uri));
  return createPgliteDatabase(path.join(options.dataDir, "pglite"));
}
