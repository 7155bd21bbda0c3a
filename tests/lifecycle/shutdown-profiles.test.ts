import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadConfig } from "../../src/config";
import { DataDirInUseError } from "../../src/lib/data-dir-lock";
import { startService } from "../../src/service";
import { chatRequests, startHarness, waitFor, type Harness } from "../support/service-harness";
import { names, withoutHeartbeats, type ReceivedEvent } from "../support/sse";
import { followEvents } from "./live-stream";

const SLOW_REPLY = { chunks: ["Read ", "The ", "Hobbit", ".", " Then", " more."], chunkDelayMs: 1000 };
const USAGE_SO_FAR: unknown = expect.objectContaining({ inputTokens: expect.any(Number) as unknown });

describe("past the grace period, every profile ends its running streams with its own failure event", () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), "cbk-shutdown-"));
    dirs.push(dir);
    return dir;
  };
  const harnesses: Harness[] = [];
  const start = async (...args: Parameters<typeof startHarness>) => {
    const h = await startHarness(...args);
    harnesses.push(h);
    return h;
  };
  afterEach(async () => {
    await Promise.all(harnesses.splice(0).map((h) => h.close()));
  });
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it("memory: error {detail, recoverable} then done with the usage so far; nothing of the turn is persisted", async () => {
    const dataDir = tempDir();
    const env = { AGENT_PROFILE: "memory", MEMORY_BACKEND: "postgres", DATA_DIR: dataDir };
    const h = await start(env, { defaultReply: SLOW_REPLY });
    const body = { prompt: "My favorite genre is solarpunk. Recommend a novel.", thread_id: "t-1", user_id: "u-1" };
    const stream = followEvents(await h.run(body));
    await stream.until((event) => event.event === "token");
    await h.service.close({ graceMs: 300 });
    await stream.ended;

    const events = withoutHeartbeats(stream.events);
    expect(names(events).slice(-2)).toEqual(["error", "done"]);
    expect(events.at(-2)?.data).toEqual({ detail: "service shutting down", recoverable: true });
    expect(events.at(-1)?.data).toEqual(USAGE_SO_FAR);
    expect(names(events)).not.toContain("status:memory_saved");
    const metrics = await h.service.metrics.registry.metrics();
    expect(metrics).toContain('agent_runs_total{profile="memory",outcome="shutdown"} 1');

    // The service is closed (PGlite closed, DATA_DIR released): a new one on the same directory sees what was stored.
    const again = await start(env);
    expect(await (await fetch(`${again.url}/memory/u-1`)).json()).toMatchObject({ memories: [] });
  });

  it("retrieval: error {detail} then done; a second service on its DATA_DIR (local index) is refused meanwhile", async () => {
    const dataDir = tempDir();
    const h = await start({ AGENT_PROFILE: "retrieval", DATA_DIR: dataDir });
    await expect(
      startService(
        loadConfig({ AGENT_PROFILE: "retrieval", DATA_DIR: dataDir, LLMHOST_BASE_URL: h.llm.url, PORT: "0", LOG_LEVEL: "silent" }),
      ),
    ).rejects.toThrow(DataDirInUseError);
    h.llm.enqueue(SLOW_REPLY);
    const stream = followEvents(await h.run({ prompt: "Harry Potter and the Sorcerer's Stone" }));
    await waitFor(() => chatRequests(h.llm).length === 1, 10_000);
    await h.service.close({ graceMs: 300 });
    await stream.ended;
    expect(stream.events.slice(-2)).toEqual([
      expect.objectContaining({ event: "error", data: { detail: "service shutting down" } }),
      expect.objectContaining({ event: "done", data: USAGE_SO_FAR }),
    ]);
  });

  it("guarded: a run still waiting for its busy thread (its stream not yet open) gets 503, without reaching the model", async () => {
    const h = await start({ AGENT_PROFILE: "guarded" }, { defaultReply: SLOW_REPLY });
    const body = { prompt: "Recommend a fantasy novel for a twelve-year-old", thread_id: "t-1", user_id: "u-1" };
    const running = followEvents(await h.run(body));
    await running.until((event: ReceivedEvent) => event.event === "status" && (event.data as { phase: string }).phase === "writing");
    const waiting = h.run(body);
    await new Promise((resolve) => setTimeout(resolve, 100)); // it is waiting for the thread
    await h.service.close({ graceMs: 300 });
    await running.ended;
    const refused = await waiting;

    const shutdownError = { detail: "service shutting down", rule: "internal", tracerRunId: null };
    expect(withoutHeartbeats(running.events).slice(-2)).toEqual([
      expect.objectContaining({ event: "error", data: shutdownError }),
      expect.objectContaining({ event: "done", data: {} }),
    ]);
    expect([refused.status, await refused.json()]).toEqual([503, { detail: "shutting down" }]);
    expect(chatRequests(h.llm)).toHaveLength(1);
    expect(await h.service.profile.privacy!.threads.hasThread("u-1", "t-1")).toBe(false);
  });
});
