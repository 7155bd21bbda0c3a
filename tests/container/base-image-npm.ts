import { existsSync } from "node:fs";
import path from "node:path";
import { runCommand } from "./run-command";

/**
 * The npm that node:20-slim ships (Node 20.x bundles npm 10.8.2). This machine's npm 11 refuses `npm ci` when
 * the lockfile lacks other platforms' optional packages (npm/cli#8805), which a lockfile made against this
 * machine's registry mirror always does; the image's npm 10 installs from it as Docker would.
 */
const BASE_IMAGE_NPM_VERSION = "10.8.2";

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
