import { startLocalModelServer, type LocalModelServer } from "../../scripts/local-model-server";
import { createServerTestDatabase, type TestDatabase } from "../support/databases";
import { spawnService, type ServiceProcess } from "../support/service-process";
import { readEvents, readUntil, sequenceOf, statusOf } from "../support/sse";

describe("kill -9 and a restart (service processes on one PostgreSQL server)", () => {
  let database: TestDatabase;
  let llm: LocalModelServer;
  const running: ServiceProcess[] = [];
  const start = async () => {
    const service = spawnService({
      AGENT_PROFILE: "memory",
      LLMHOST_BASE_URL: llm.url,
      DB_ADDON_URI: database.url!,
      THREAD_LOCK_TIMEOUT_MS: "2000",
    });
    running.push(service);
    return { process: service, url: await service.listening };
  };
  const run = (service: { url: string }, prompt: string) =>
    fetch(`${service.url}/agent/run`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ prompt, thread_id: "t-1", user_id: "u-1" }),
    });

  beforeAll(async () => {
    database = await createServerTestDatabase();
    llm = await startLocalModelServer({ pricing: "per_million" });
  });
  afterAll(async () => {
    await Promise.all(running.map((service) => service.kill()));
    await llm.close();
    await database.drop();
  });

  it("loses no finished turn, and a replica killed mid-turn leaves the thread neither locked nor half-written", async () => {
    const first = await start();
    llm.enqueue({ text: "Noted." });
    expect(sequenceOf(await readEvents(await run(first, "Remember that I love sea stories."))).at(-1)).toBe("done");

    // Killed while its second turn waits for the model: the turn holds the thread's lock.
    llm.enqueue({ text: "This answer never arrives.", delayMs: 10_000 });
    await readUntil(await run(first, "Recommend one more."), (event) => event.event === "status");
    expect((await first.process.kill()).signal).toBe("SIGKILL");

    const second = await start();
    llm.enqueue({ text: "Try Moby-Dick." });
    const events = await readEvents(await run(second, "What should I read?"));
    expect(sequenceOf(events).at(-1)).toBe("done");
    expect(statusOf(events, "memory_loaded")).toMatchObject({ messages: 2, longTermMemories: 1 });
  }, 60_000);
});
