import { Writable } from "node:stream";
import pino from "pino";
import { startLocalModelServer, type LocalModelServer } from "../../scripts/local-model-server";
import { loadConfig } from "../../src/config";
import { startService, type Service } from "../../src/service";
import { createServerTestDatabase, type TestDatabase } from "../support/databases";
import { chatRequests } from "../support/service-harness";
import { readEvents, sequenceOf, statusOf } from "../support/sse";

/** Two replicas of the memory profile on one PostgreSQL server, sharing one fake model provider. */
describe("thread memory shared by two replicas on one PostgreSQL server", () => {
  let database: TestDatabase;
  let llm: LocalModelServer;
  let a: Service;
  let b: Service;
  const logs: string[] = [];

  const replica = (lockTimeoutMs: number) =>
    startService(
      loadConfig({
        AGENT_PROFILE: "memory",
        PORT: "0",
        HOST: "127.0.0.1",
        LLMHOST_BASE_URL: llm.url,
        DB_ADDON_URI: database.url!,
        THREAD_LOCK_TIMEOUT_MS: String(lockTimeoutMs),
      }),
      { logger: pino({ level: "info" }, new Writable({ write: (chunk, _enc, done) => (logs.push(String(chunk)), done()) })) },
    );
  const run = (service: Service, body: Record<string, unknown>) =>
    fetch(`${service.url}/agent/run`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  const turn = async (service: Service, prompt: string, thread = "t-1", user = "u-1") =>
    readEvents(await run(service, { prompt, thread_id: thread, user_id: user }));
  const messagesLoaded = (events: Awaited<ReturnType<typeof turn>>) => statusOf(events, "memory_loaded").messages;

  beforeAll(async () => {
    database = await createServerTestDatabase();
    llm = await startLocalModelServer({ pricing: "per_million" });
    a = await replica(1500);
    b = await replica(1500);
  });
  afterAll(async () => {
    await a.close({ graceMs: 1000 });
    await b.close({ graceMs: 1000 });
    await llm.close();
    await database.drop();
  });
  beforeEach(() => llm.reset());

  it("continues a thread on the other replica, and sees a deletion made on the other", async () => {
    llm.enqueue({ text: "Noted." }, { text: "Try Earthsea." }, { text: "Fresh start." });
    expect(messagesLoaded(await turn(a, "My favorite genre is fantasy."))).toBe(0);
    expect(messagesLoaded(await turn(b, "What should I read next?"))).toBe(2);
    const history = (chatRequests(llm)[1].body as { messages: Array<{ content: string }> }).messages.map((m) => m.content);
    expect(history).toEqual(expect.arrayContaining(["My favorite genre is fantasy.", "Noted."]));

    const deleted = await fetch(`${a.url}/threads/t-1?user_id=u-1`, { method: "DELETE" });
    expect(await deleted.json()).toEqual({ threadId: "t-1", deleted: true });
    expect(messagesLoaded(await turn(b, "Hello again."))).toBe(0);
  });

  it("runs two concurrent turns of one thread through two replicas one after the other", async () => {
    llm.enqueue({ text: "First answer.", delayMs: 400 }, { text: "Second answer." });
    const [first, second] = await Promise.all([
      turn(a, "Recommend a sea novel.", "t-2"),
      new Promise((resolve) => setTimeout(resolve, 100)).then(() => turn(b, "And another one?", "t-2")),
    ]);
    expect(sequenceOf(first).at(-1)).toBe("done");
    expect(sequenceOf(second).at(-1)).toBe("done");
    expect(messagesLoaded(first)).toBe(0);
    expect(messagesLoaded(second)).toBe(2); // it waited for the first turn, then saw it
    const [firstCall, secondCall] = chatRequests(llm);
    expect(secondCall.receivedAt).toBeGreaterThanOrEqual(firstCall.receivedAt + 400);
  });

  it("refuses a turn with 409 thread busy when the thread stays busy past THREAD_LOCK_TIMEOUT_MS, before any model call", async () => {
    llm.enqueue({ text: "Slow answer.", delayMs: 3000 });
    const slow = turn(a, "Recommend a long novel.", "t-3");
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = Date.now();
    const busy = await run(b, { prompt: "Are you there?", thread_id: "t-3", user_id: "u-1" });
    expect(busy.status).toBe(409);
    expect(await busy.json()).toEqual({ detail: "thread busy" });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    expect(chatRequests(llm)).toHaveLength(1);
    expect(sequenceOf(await slow).at(-1)).toBe("done");
    // Another user's thread with the same id was never blocked.
    llm.enqueue({ text: "Hi." });
    expect(sequenceOf(await turn(b, "Hello.", "t-3", "u-2")).at(-1)).toBe("done");
  });
});
