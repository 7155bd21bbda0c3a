import { Client } from "pg";
import { createServerTestDatabase, type TestDatabase } from "../support/databases";
import { startHarness, type Harness } from "../support/service-harness";
import { readEvents, statusOf, withoutHeartbeats } from "../support/sse";

describe("a thread that cannot be read (real PostgreSQL server)", () => {
  let database: TestDatabase;
  let h: Harness;
  beforeAll(async () => {
    database = await createServerTestDatabase();
    h = await startHarness({ AGENT_PROFILE: "guarded", MEMORY_BACKEND: "postgres", DB_ADDON_URI: database.url! });
  });
  afterAll(async () => {
    await h.close();
    await database.drop();
  });

  it("answers without it and says so in memory_loaded (degraded)", async () => {
    h.llm.enqueue({ text: "Try Middlemarch." });
    const first = withoutHeartbeats(await readEvents(await h.run({ prompt: "Recommend a Victorian novel", thread_id: "t", user_id: "u" })));
    expect(statusOf(first, "memory_loaded")).toEqual({
      phase: "memory_loaded",
      threadId: "t",
      userId: "u",
      messages: 0,
      longTermMemories: 0,
    });

    const admin = new Client({ connectionString: database.url });
    await admin.connect();
    await admin.query("DROP TABLE dev_cbk_08.threads");
    await admin.end();

    h.llm.enqueue({ text: "Then try Bleak House." });
    const second = withoutHeartbeats(
      await readEvents(await h.run({ prompt: "And another Victorian novel?", thread_id: "t", user_id: "u" })),
    );
    expect(statusOf(second, "memory_loaded")).toEqual({
      phase: "memory_loaded",
      threadId: "t",
      userId: "u",
      messages: 0,
      longTermMemories: 0,
      degraded: true,
    });
    expect(second.find((e) => e.event === "answer")?.data).toEqual({ text: "Then try Bleak House." });
    expect(second.at(-1)?.event).toBe("done");
    expect(h.logs.join("\n")).toContain("thread memory unavailable; turn runs without it");
  });
});
