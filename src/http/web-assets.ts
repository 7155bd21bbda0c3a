import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

const MAX_LEVELS_UP = 6;

/**
 * The repository's `web/` folder, found by walking up from this file: it sits three levels up from
 * `src/http/` under tsx and four from `dist/src/http/` once compiled.
 */
export function locateWebRoot(fromDir: string = __dirname): string {
  let dir = resolve(fromDir);
  for (let level = 0; level <= MAX_LEVELS_UP; level++) {
    const candidate = join(dir, "web");
    if (existsSync(join(candidate, "index.html"))) return candidate;
    dir = dirname(dir);
  }
  throw new Error(`web client not found: no web/index.html above ${fromDir}`);
}

/** The browser (ESM) build of eventsource-parser, as its package.json declares it. */
export function eventsourceParserModulePath(): string {
  const manifestPath = require.resolve("eventsource-parser/package.json");
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as { module?: string; exports?: { ".": { import?: string } } };
  const entry = manifest.exports?.["."]?.import ?? manifest.module;
  if (!entry) throw new Error("eventsource-parser declares no ES module entry");
  return join(dirname(manifestPath), entry);
}
