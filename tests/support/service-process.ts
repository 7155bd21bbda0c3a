import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";

const MAIN = path.join(__dirname, "../../src/main.ts");

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  at: number;
}

/** `node --import tsx src/main.ts` as its own process: the service exactly as production starts it. */
export interface ServiceProcess {
  child: ChildProcess;
  pid: number;
  /** Resolves with the base URL once the service logged "service listening"; rejects if the process exits first. */
  listening: Promise<string>;
  exited: Promise<Exit>;
  stdout(): string;
  stderr(): string;
  /** SIGKILL if still running (test clean-up); resolves once the process is gone. */
  kill(): Promise<Exit>;
}

export function spawnService(env: Record<string, string>): ServiceProcess {
  const child = spawn(process.execPath, ["--import", "tsx", MAIN], {
    env: { PATH: process.env.PATH, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<Exit>((resolve) => child.once("exit", (code, signal) => resolve({ code, signal, at: Date.now() })));
  const listening = new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).on("line", (line) => {
      stdout += `${line}\n`;
      const entry = parseJson(line);
      if (entry?.msg === "service listening") resolve(`http://127.0.0.1:${String(entry.port)}`);
    });
    void exited.then((exit) => reject(new Error(`service exited (${String(exit.code ?? exit.signal)}) before listening: ${stderr}`)));
  });
  listening.catch(() => undefined); // a test that expects an early exit never awaits it
  return {
    child,
    pid: child.pid!,
    listening,
    exited,
    stdout: () => stdout,
    stderr: () => stderr,
    kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      return exited;
    },
  };
}

function parseJson(line: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(line) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}
