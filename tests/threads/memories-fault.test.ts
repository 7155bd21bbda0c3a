import { Client } from "pg";
import { createServerTestDatabase, type TestDatabase } from "../support/databases";
import { startHarness, type Harness } from "../support/service-harness";
import { readEvents, statusOf, withoutHeartbeats } from "../support/sse";

describe("long-term memories that cannot be read (real PostgreSQL server)", () => {
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

  const turn = async (prompt: string) => withoutHeartbeats(await readEvents(await h.run({ prompt, thread_id: "t", user_id: "u" })));

  it("still reads and saves the thread; only the recall is degraded", async () => {
    h.llm.enqueue({ text: "Try Middlemarch." });
    expect(statusOf(await turn("Recommend a Victorian novel"), "memory_loaded")).toMatchObject({ messages: 0, longTermMemories: 0 });

    const admin = new Client({ connectionString: database.url });
    await admin.connect();
    await admin.query("DROP TABLE dev_cbk_08.user_memories");
    await admin.end();

    h.llm.enqueue({ text: "Then try Bleak House." });
    const second = await turn("And another Victorian novel?");
    expect(statusOf(second, "memory_loaded")).toEqual({
      phase: "memory_loaded",
      threadId: "t",
      userId: "u",
      messages: 2,
      longTermMemories: 0,
      degraded: true,
    });
    expect(statusOf(second, "memory_saved")).toMatchObject({ ok: true, messages: 4 });

    h.llm.enqueue({ text: "Or Little Dorrit." });
    expect(statusOf(await turn("One more Victorian novel?"), "memory_loaded")).toMatchObject({ messages: 4, degraded: true });
  });
});
