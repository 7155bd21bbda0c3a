import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startLocalModelServer, type LocalModelServer } from "../../scripts/local-model-server";
import { readEvents, statusOf } from "../support/sse";
import { spawnService, type ServiceProcess } from "../support/service-process";

interface MemoryList {
  memories: Array<{ text: string }>;
}

const run = (url: string, prompt: string) =>
  fetch(`${url}/agent/run`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ prompt, thread_id: "t-1", user_id: "disk-user" }),
  });

const memoriesOf = async (url: string) =>
  ((await (await fetch(`${url}/memory/disk-user`)).json()) as MemoryList).memories.map((m) => m.text);

describe("DATA_DIR lock (embedded PGlite, real processes)", () => {
  let llm: LocalModelServer;
  let dataDir: string;
  const started: ServiceProcess[] = [];
  beforeAll(async () => {
    llm = await startLocalModelServer({ pricing: "per_million" });
    dataDir = mkdtempSync(path.join(tmpdir(), "cbk-lock-"));
  });
  afterAll(async () => {
    await Promise.all(started.map((service) => service.kill()));
    await llm.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const start = () => {
    const service = spawnService({ AGENT_PROFILE: "memory", MEMORY_BACKEND: "postgres", DATA_DIR: dataDir, LLMHOST_BASE_URL: llm.url });
    started.push(service);
    return service;
  };

  it("refuses a second process while the first runs, and does not let a SIGKILLed one block the next start", async () => {
    const first = start();
    const firstUrl = await first.listening;
    const saved = await readEvents(await run(firstUrl, "My favorite genre is solarpunk."));
    expect(statusOf(saved, "memory_saved")).toMatchObject({ ok: true, longTermMemoriesSaved: 1 });
    expect(await memoriesOf(firstUrl)).toEqual(["Favorite genre: solarpunk"]);

    const second = start();
    const refused = await second.exited;
    expect(refused).toMatchObject({ code: 1, signal: null });
    expect(second.stderr()).toBe(
      `DATA_DIR ${dataDir} is in use by another process (pid ${first.pid}); stop it or choose another DATA_DIR\n`,
    );
    // The first one never noticed.
    expect((await fetch(`${firstUrl}/readyz`)).status).toBe(200);
    expect(await memoriesOf(firstUrl)).toEqual(["Favorite genre: solarpunk"]);

    first.child.kill("SIGKILL");
    expect(await first.exited).toMatchObject({ signal: "SIGKILL" });
    expect(existsSync(path.join(dataDir, "service.lock"))).toBe(true); // left behind: nobody released it

    const third = start();
    const thirdUrl = await third.listening;
    expect(await memoriesOf(thirdUrl)).toEqual(["Favorite genre: solarpunk"]); // PGlite kept it on disk
    third.child.kill("SIGTERM");
    expect(await third.exited).toMatchObject({ code: 0, signal: null });
    expect(existsSync(path.join(dataDir, "service.lock"))).toBe(false); // released on shutdown
  }, 90_000);
});
