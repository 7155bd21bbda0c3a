import { startReplicas, type Replicas } from "../support/replicas";
import { createServerTestDatabase, type TestDatabase } from "../support/databases";
import { chatRequests } from "../support/service-harness";
import { readEvents, sequenceOf, statusOf } from "../support/sse";

const A = 0;
const B = 1;

/** Two replicas of the memory profile on one PostgreSQL server, sharing one fake model provider. */
describe("thread memory shared by two replicas on one PostgreSQL server", () => {
  let database: TestDatabase;
  let replicas: Replicas;
  let llm: Replicas["llm"];

  const turn = async (replica: number, prompt: string, thread = "t-1", user = "u-1") =>
    readEvents(await replicas.run(replica, { prompt, thread_id: thread, user_id: user }));
  const messagesLoaded = (events: Awaited<ReturnType<typeof turn>>) => statusOf(events, "memory_loaded").messages;

  beforeAll(async () => {
    database = await createServerTestDatabase();
    replicas = await startReplicas(2, { MEMORY_BACKEND: "postgres", DB_ADDON_URI: database.url!, THREAD_LOCK_TIMEOUT_MS: "1500" });
    ({ llm } = replicas);
  });
  afterAll(async () => {
    await replicas.close();
    await database.drop();
  });
  beforeEach(() => llm.reset());

  it("continues a thread on the other replica, and sees a deletion made on the other", async () => {
    llm.enqueue({ text: "Noted." }, { text: "Try Earthsea." }, { text: "Fresh start." });
    expect(messagesLoaded(await turn(A, "My favorite genre is fantasy."))).toBe(0);
    expect(messagesLoaded(await turn(B, "What should I read next?"))).toBe(2);
    const history = (chatRequests(llm)[1].body as { messages: Array<{ content: string }> }).messages.map((m) => m.content);
    expect(history).toEqual(expect.arrayContaining(["My favorite genre is fantasy.", "Noted."]));

    const deleted = await fetch(`${replicas.services[A].url}/threads/t-1?user_id=u-1`, { method: "DELETE" });
    expect(await deleted.json()).toEqual({ threadId: "t-1", deleted: true });
    expect(messagesLoaded(await turn(B, "Hello again."))).toBe(0);
  });

  it("runs two concurrent turns of one thread through two replicas one after the other", async () => {
    llm.enqueue({ text: "First answer.", delayMs: 400 }, { text: "Second answer." });
    const [first, second] = await Promise.all([
      turn(A, "Recommend a sea novel.", "t-2"),
      new Promise((resolve) => setTimeout(resolve, 100)).then(() => turn(B, "And another one?", "t-2")),
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
    const slow = turn(A, "Recommend a long novel.", "t-3");
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = Date.now();
    const busy = await replicas.run(B, { prompt: "Are you there?", thread_id: "t-3", user_id: "u-1" });
    expect(busy.status).toBe(409);
    expect(await busy.json()).toEqual({ detail: "thread busy" });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    expect(chatRequests(llm)).toHaveLength(1);
    expect(sequenceOf(await slow).at(-1)).toBe("done");
    // Another user's thread with the same id was never blocked.
    llm.enqueue({ text: "Hi." });
    expect(sequenceOf(await turn(B, "Hello.", "t-3", "u-2")).at(-1)).toBe("done");
  });
});
