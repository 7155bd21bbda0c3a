import { spawn, type ChildProcess } from "node:child_process";

const KEEP_OUTPUT_CHARS = 20_000;

/** A command running in its own process group, so stopping it also stops every process it started. */
export interface ProcessGroup {
  child: ChildProcess;
  /** The last output (stdout and stderr together), for failure messages. */
  output(): string;
  /** Whether the command itself has exited. */
  hasExited(): boolean;
  /** SIGTERM to the whole group, SIGKILL if anything is still there after `graceMs`; resolves when the group is gone. */
  stop(graceMs?: number): Promise<void>;
}

export function spawnGroup(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): ProcessGroup {
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-KEEP_OUTPUT_CHARS);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  let exited = false;
  child.once("exit", () => (exited = true));
  const groupId = child.pid!;

  return {
    child,
    output: () => output,
    hasExited: () => exited,
    async stop(graceMs = 10_000) {
      signalGroup(groupId, "SIGTERM");
      if (!(await groupGoneWithin(groupId, graceMs))) {
        signalGroup(groupId, "SIGKILL");
        await groupGoneWithin(groupId, graceMs);
      }
    },
  };
}

function signalGroup(groupId: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-groupId, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ESRCH") throw error;
  }
}

async function groupGoneWithin(groupId: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      process.kill(-groupId, 0);
    } catch {
      return true;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}
