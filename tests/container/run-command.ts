import { spawn } from "node:child_process";

const KEEP_OUTPUT_CHARS = 8_000;

/** Runs a command to completion in its own process group; rejects with the tail of its output when it fails. */
export function runCommand(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, detached: true, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-KEEP_OUTPUT_CHARS));
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.once("error", reject);
    child.once("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} failed (${signal ?? code}) in ${options.cwd}:\n${output}`)),
    );
  });
}
