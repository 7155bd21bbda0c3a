import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const loadModule = createRequire(__filename);

/**
 * A benchmark function exported by a file another engineer owns, or undefined while that file does not exist.
 * Loaded by path at run time so this project still type-checks without it.
 */
export function optionalBench<T extends (...args: never[]) => Promise<unknown>>(file: string, exportName: string): T | undefined {
  const full = path.join(__dirname, "..", file);
  if (!existsSync(full)) return undefined;
  const loaded = loadModule(full) as Record<string, unknown>;
  const fn = loaded[exportName];
  return typeof fn === "function" ? (fn as T) : undefined;
}
