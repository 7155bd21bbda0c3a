import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { DockerIgnore } from "./dockerignore";

/** The files `docker build` would send from `root`: every file not excluded by `.dockerignore` (relative paths). */
export async function buildContextFiles(root: string): Promise<string[]> {
  const ignore = new DockerIgnore(await readFile(path.join(root, ".dockerignore"), "utf8").catch(() => ""));
  const files: string[] = [];
  const walk = async (relative: string): Promise<void> => {
    for (const entry of await readdir(path.join(root, relative), { withFileTypes: true })) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      const ignored = ignore.ignores(child);
      if (entry.isDirectory()) {
        if (!ignored || ignore.hasExceptions) await walk(child);
      } else if (!ignored) {
        files.push(child);
      }
    }
  };
  await walk("");
  return files.sort();
}
