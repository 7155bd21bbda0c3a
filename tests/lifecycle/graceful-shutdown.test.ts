import { startLocalModelServer, type LocalModelServer } from "../../scripts/local-model-server";
import { chatRequests } from "../support/service-harness";
import { names, withoutHeartbeats, type ReceivedEvent } from "../support/sse";
import { followEvents } from "./live-stream";
import { spawnService, type ServiceProcess } from "../support/service-process";
import { GUARDED_PASS_SEQUENCE } from "../support/sequences";

const PROMPT = { prompt: "Recommend a fantasy novel for a twelve-year-old", thread_id: "t-1", user_id: "u-1" };
const isStatus = (phase: string) => (event: ReceivedEvent) => event.event === "status" && (event.data as { phase: string }).phase === phase;

const run = (url: string, body: unknown = PROMPT) =>
  fetch(`${url}/agent/run`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

/** Polls `/readyz` until it answers 503 (the signal handler runs asynchronously to the signal being sent). */
async function readyzOnceDraining(url: string): Promise<{ status: number; body: unknown; at: number }> {
  const deadline = Date.now() + 3000;
  for (;;) {
    const response = await fetch(`${url}/readyz`);
    const body: unknown = await response.json();
    if (response.status === 503 || Date.now() > deadline) return { status: response.status, body, at: Date.now() };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("graceful shutdown (SIGTERM, a real process)", () => {
  let llm: LocalModelServer;
  let service: ServiceProcess | undefined;
  beforeAll(async () => {
    llm = await startLocalModelServer({ pricing: "per_million" });
  });
  afterAll(() => llm.close());
  beforeEach(() => llm.reset());
  afterEach(async () => {
    await service?.kill();
    service = undefined;
  });

  const start = async (env: Record<string, string> = {}) => {
    service = spawnService({
      AGENT_PROFILE: "guarded",
      MEMORY_BACKEND: "memory",
      LLMHOST_BASE_URL: llm.url,
      SSE_HEARTBEAT_MS: "200",
      ...env,
    });
    return { service, url: await service.listening };
  };

  it("drains: /readyz 503 at once, new runs 503, the running stream finishes with its answer and done, exit 0", async () => {
    const { service, url } = await start();
    // About 3 s of model reply, well inside the default 25 s grace period.
    llm.enqueue({ chunks: ["Read ", "The ", "Hobbit", "."], chunkDelayMs: 750, usage: { prompt_tokens: 50, completion_tokens: 4 } });
    const response = await run(url);
    expect(response.status).toBe(200);
    const stream = followEvents(response);
    await stream.until(isStatus("writing"));

    const signalledAt = Date.now();
    service.child.kill("SIGTERM");
    const readyz = await readyzOnceDraining(url);
    expect(readyz.status).toBe(503);
    expect(readyz.body).toEqual({ status: "not_ready", checks: { shutdown: "draining" } });

    const refused = await run(url, { ...PROMPT, thread_id: "t-2" });
    expect(refused.status).toBe(503);
    expect(refused.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await refused.json()).toEqual({ detail: "shutting down" });

    const { at: endedAt } = await stream.ended;
    expect(readyz.at).toBeLessThan(endedAt); // 503 while the stream was still running
    const events = withoutHeartbeats(stream.events);
    expect(names(events)).toEqual(GUARDED_PASS_SEQUENCE);
    expect(events.find((e) => e.event === "answer")?.data).toEqual({ text: "Read The Hobbit." });
    expect(events.at(-1)?.data).toEqual({});
    // Heartbeats went on while draining.
    expect(stream.events.some((e) => e.event === "heartbeat" && e.at > signalledAt + 300)).toBe(true);

    const exit = await service.exited;
    expect(exit).toMatchObject({ code: 0, signal: null });
    expect(exit.at).toBeGreaterThanOrEqual(endedAt - 50);
    expect(exit.at - signalledAt).toBeLessThan(15_000); // it did not sit out the 25 s once nothing was running
    // The refused run never reached the model.
    expect(chatRequests(llm)).toHaveLength(1);
    expect(service.stderr()).toBe("");
  }, 60_000);

  it("past SHUTDOWN_GRACE_MS: the stream gets error 'service shutting down' (rule internal) then done, its model call is aborted, exit 0", async () => {
    const { service, url } = await start({ SHUTDOWN_GRACE_MS: "500" });
    // About 8 s of model reply: far longer than the grace period.
    llm.enqueue({ chunks: ["Read ", "The ", "Hobbit", ".", " Then", " more."], chunkDelayMs: 1400 });
    const response = await run(url);
    const stream = followEvents(response);
    await stream.until(isStatus("writing"));

    const signalledAt = Date.now();
    service.child.kill("SIGTERM");
    const readyz = await readyzOnceDraining(url);
    expect(readyz.status).toBe(503);

    const error = await stream.until((event) => event.event === "error");
    expect(error.data).toEqual({ detail: "service shutting down", rule: "internal", tracerRunId: null });
    await stream.ended;
    expect(names(withoutHeartbeats(stream.events))).toEqual([
      "status:input_guardrail",
      "status:memory_loaded",
      "status:routed",
      "status:writing",
      "error",
      "done",
    ]);
    expect(stream.events.at(-1)).toMatchObject({ event: "done", data: {} });

    const exit = await service.exited;
    expect(exit).toMatchObject({ code: 0, signal: null });
    // Stopped after the grace period, long before the model would have finished.
    expect(exit.at - signalledAt).toBeGreaterThanOrEqual(500);
    expect(exit.at - signalledAt).toBeLessThan(6000);
    const [call] = chatRequests(llm);
    expect(call.closedEarlyAt).toBeDefined();
    expect(service.stderr()).toBe("");
  }, 60_000);

  it("SIGINT with nothing running: the process exits 0 promptly", async () => {
    const { service, url } = await start();
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    const signalledAt = Date.now();
    service.child.kill("SIGINT");
    const exit = await service.exited;
    expect(exit).toMatchObject({ code: 0, signal: null });
    expect(exit.at - signalledAt).toBeLessThan(10_000);
    expect(service.stdout()).toContain('"msg":"shutting down"');
  }, 60_000);
});
