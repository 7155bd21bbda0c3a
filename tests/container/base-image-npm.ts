import { existsSync } from "node:fs";
import path from "node:path";
import { runCommand } from "./run-command";

/** The npm that node:22-slim ships (Node 22.23 bundles npm 10.9.9), so `npm ci` runs here as it would in the image. */
const BASE_IMAGE_NPM_VERSION = "10.9.9";

/** Installs that npm under `directory` (from the local cache when it is there) and returns how to run it. */
export async function baseImageNpm(directory: string, env: NodeJS.ProcessEnv): Promise<string[]> {
  const cli = path.join(directory, "node_modules", "npm", "bin", "npm-cli.js");
  if (!existsSync(cli)) {
    await runCommand("npm", ["install", "--prefix", directory, "--no-audit", "--no-fund", "--no-save", `npm@${BASE_IMAGE_NPM_VERSION}`], {
      cwd: path.dirname(directory),
      env,
    });
  }
  return [process.execPath, cli];
}
