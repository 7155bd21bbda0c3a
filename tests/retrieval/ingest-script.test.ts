import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startLocalModelServer, type LocalModelServer } from "../../scripts/local-model-server";
import { lockDataDir } from "../../src/lib/data-dir-lock";

const ROOT = path.join(__dirname, "../..");

function runIngest(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "scripts/ingest.ts"), ...args], {
      env: { PATH: process.env.PATH ?? "", ...env },
      cwd: ROOT,
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

describe("npm run ingest (the real CLI, spawned)", () => {
  let llm: LocalModelServer;
  let dir: string;
  beforeAll(async () => {
    llm = await startLocalModelServer();
    dir = mkdtempSync(path.join(tmpdir(), "cbk-ingest-cli-"));
  });
  afterAll(async () => {
    await llm.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("ingests good rows, reports bad ones by line, and is idempotent on a second run", async () => {
    const input = path.join(dir, "books.jsonl");
    writeFileSync(
      input,
      [
        JSON.stringify({ id: "1", title: "Dune", authors: ["Frank Herbert"], year: 1965, genres: ["science-fiction"], rating: 4.2 }),
        JSON.stringify({ id: "2", title: "Emma", authors: ["Jane Austen"], year: "eighteen-fifteen", genres: ["classics"] }),
        "{not json",
        JSON.stringify({ id: "3", title: "Persuasion", authors: ["Jane Austen"], year: 1817, genres: ["classics", "romance"] }),
      ].join("\n"),
    );
    const env = { LLMHOST_BASE_URL: llm.url, DATA_DIR: path.join(dir, "data") };
    const first = await runIngest(["--input", input], env);
    expect(first.code).toBe(0);
    expect(first.stderr).toMatch(/line 2: year: /);
    expect(first.stderr).toMatch(/line 3: /);
    expect(first.stdout).toContain("rows read: 4, skipped (invalid): 2");
    expect(first.stdout).toMatch(/records\/s/);
    const second = await runIngest(["--input", input], env);
    expect(second.code).toBe(0);
    expect(second.stdout).toContain("rows read: 4, skipped (invalid): 2");
  }, 60_000);

  it("refuses a bad configuration with the config error line, and a missing --input with usage", async () => {
    const badConfig = await runIngest(["--input", "x.jsonl"], { LLMHOST_BASE_URL: "https://api.example.com/v1" });
    expect(badConfig.code).toBe(1);
    expect(badConfig.stderr.trim()).toBe("invalid configuration: LLMHOST_API_KEY: required unless LLMHOST_BASE_URL is a loopback address");
    const usage = await runIngest([], { LLMHOST_BASE_URL: llm.url, DATA_DIR: path.join(dir, "data") });
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain("usage: npm run ingest -- --input FILE.jsonl|FILE.csv [--namespace NS]");
  }, 60_000);
});

describe("npm run ingest while a service holds DATA_DIR", () => {
  it("refuses with one line naming the holder and writes nothing", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "cbk-ingest-locked-"));
    const dataDir = path.join(dir, "data");
    const lock = lockDataDir(dataDir);
    try {
      const input = path.join(dir, "books.jsonl");
      writeFileSync(input, JSON.stringify({ id: "1", title: "Dune", authors: ["Frank Herbert"], year: 1965, genres: ["science-fiction"] }));
      const result = await runIngest(["--input", input], { LLMHOST_BASE_URL: "http://127.0.0.1:9", DATA_DIR: dataDir });
      expect(result.code).toBe(1);
      expect(result.stderr).toBe(
        `DATA_DIR ${dataDir} is in use by another process (pid ${process.pid}); stop it or choose another DATA_DIR (ingest while the service is stopped, or use DB_ADDON_URI and Pinecone)\n`,
      );
      expect(readdirSync(dataDir)).toEqual(["service.lock"]);
    } finally {
      lock.release();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
