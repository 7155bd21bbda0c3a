import { readdir } from "node:fs/promises";
import path from "node:path";

const EXTENSION = ".vectors";
const DEFAULT_NAMESPACE_FILE = `_default${EXTENSION}`;
const NAMED_PREFIX = "ns-";

/** Each namespace lives in its own file: `_default.vectors` for "", `ns-<percent-encoded name>.vectors` otherwise. */
export function namespaceFile(directory: string, namespace: string): string {
  const name =
    namespace === "" ? DEFAULT_NAMESPACE_FILE : `${NAMED_PREFIX}${encodeURIComponent(namespace).replace(/\./g, "%2E")}${EXTENSION}`;
  return path.join(directory, name);
}

/** Namespace name → file path for every namespace file in `directory`. */
export async function listNamespaceFiles(directory: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const names = await readdir(directory).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  for (const name of names) {
    if (name === DEFAULT_NAMESPACE_FILE) files.set("", path.join(directory, name));
    else if (name.startsWith(NAMED_PREFIX) && name.endsWith(EXTENSION)) {
      files.set(decodeURIComponent(name.slice(NAMED_PREFIX.length, -EXTENSION.length)), path.join(directory, name));
    }
  }
  return files;
}
