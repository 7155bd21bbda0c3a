import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

export interface ServiceProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (or the signal's name). */
  exited: Promise<number | string>;
}

const MAIN = path.join(__dirname, "../../src/main.ts");

/** The service as its own process (`node --import tsx src/main.ts`), on a free port; resolves once it listens. */
export async function startServiceProcess(env: Record<string, string>, timeoutMs = 30_000): Promise<ServiceProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", MAIN], {
    env: { PATH: process.env.PATH ?? "", PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) => child.on("exit", (code, signal) => resolve(code ?? signal ?? "unknown")));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`service did not listen within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const look = () => {
      const match = /"port":(\d+)[^\n]*"msg":"service listening"/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout.on("data", look);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`service exited (${code}) before listening:\n${output}`));
    });
  });
  return { url: `http://127.0.0.1:${port}`, child, output: () => output, exited };
}
