import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";

export const REPO_ROOT = path.resolve(__dirname, "../..");

export interface ChildServer {
  url: string;
  pid: number;
  /** Resident set size of the child alone, in MiB (from /proc). */
  rssMb(): number;
  signal(name: NodeJS.Signals): void;
  /** SIGTERM, then SIGKILL if it has not exited within `graceMs`. Resolves with the exit code. */
  stop(graceMs?: number): Promise<number | null>;
}

/**
 * Starts a TypeScript entry point in its own Node process (so its CPU and memory are its own) and waits for the
 * line `LISTENING <url>` on its stdout. Every other output line is read and dropped, so pipes never fill up.
 */
export async function spawnServer(entry: string, env: Record<string, string>, nodeArgs: string[] = []): Promise<ChildServer> {
  const child = spawn(process.execPath, [...nodeArgs, "--import", "tsx", path.resolve(REPO_ROOT, entry)], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const stderr: string[] = [];
  child.stderr.on("data", (chunk: Buffer) => stderr.push(String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${entry} did not start within 30 s: ${stderr.join("")}`)), 30_000);
    createInterface({ input: child.stdout }).on("line", (line) => {
      const match = /^LISTENING (\S+)$/.exec(line);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${entry} exited with ${code} before listening: ${stderr.join("")}`));
    });
  });
  const pid = child.pid!;
  return {
    url,
    pid,
    rssMb: () => residentMb(pid),
    signal: (name) => void child.kill(name),
    async stop(graceMs = 15_000) {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}
