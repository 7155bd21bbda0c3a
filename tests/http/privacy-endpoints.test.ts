import { startHarness, type Harness } from "../support/service-harness";
import { readEvents } from "../support/sse";

interface MemoryList {
  limit: number;
  memories: Array<{ text: string }>;
}

const listOf = async (response: Promise<Response>) => (await (await response).json()) as MemoryList;

describe("privacy endpoints", () => {
  let h: Harness;
  beforeEach(async () => {
    h = await startHarness({ LONG_TERM_MEMORY_LIMIT: "2" });
  });
  afterEach(() => h.close());

  const say = async (prompt: string, thread = "t-1", user = "reader-1") =>
    readEvents(await h.run({ prompt, thread_id: thread, user_id: user }));

  it("lists at most LONG_TERM_MEMORY_LIMIT memories newest first, and summarises without a model call", async () => {
    await say("My favorite genre is fantasy.");
    await say("I love maps in books.");
    await say("Remember that I read on trains.");
    const list = await listOf(fetch(`${h.url}/memory/reader-1`));
    expect(list.limit).toBe(2);
    expect(list.memories.map((m) => m.text)).toEqual(["I read on trains", "Likes: maps in books"]);
    const requestsBefore = h.llm.requests.length;
    const summary = (await (await fetch(`${h.url}/memory/reader-1/summary`)).json()) as unknown;
    expect(summary).toEqual({
      userId: "reader-1",
      memoryCount: 3,
      summary: "I remember 3 things about you:\n- I read on trains\n- Likes: maps in books\n(and 1 older memories)",
    });
    expect(h.llm.requests.length).toBe(requestsBefore);
  });

  it("forgets a user: memories and threads go, other users stay, and it is idempotent", async () => {
    await say("Remember that I adore sagas.", "t-1", "reader-1");
    await say("Remember that I adore poems.", "t-9", "reader-2");
    const deleted = (await (await fetch(`${h.url}/memory/reader-1`, { method: "DELETE" })).json()) as unknown;
    expect(deleted).toEqual({ userId: "reader-1", deleted: 1, threadsDeleted: 1 });
    expect(await (await fetch(`${h.url}/memory/reader-1`, { method: "DELETE" })).json()).toEqual({
      userId: "reader-1",
      deleted: 0,
      threadsDeleted: 0,
    });
    expect((await listOf(fetch(`${h.url}/memory/reader-1`))).memories).toEqual([]);
    const again = await say("hello", "t-1", "reader-1");
    expect(again[0].data).toMatchObject({ messages: 0, longTermMemories: 0 });
    expect((await listOf(fetch(`${h.url}/memory/reader-2`))).memories).toHaveLength(1);
    expect(await (await fetch(`${h.url}/memory/reader-1/summary`)).json()).toEqual({
      userId: "reader-1",
      memoryCount: 0,
      summary: "I don't remember anything about you yet.",
    });
  });

  it("deletes only the named user's thread, idempotently, and refuses a deletion that names no user", async () => {
    await say("hi", "shared", "a");
    await say("hi", "shared", "b");
    const unscoped = await fetch(`${h.url}/threads/shared`, { method: "DELETE" });
    expect(unscoped.status).toBe(400);
    expect(await unscoped.json()).toEqual({
      detail: "invalid request",
      errors: [{ path: "user_id", message: "required (query parameter)" }],
    });
    expect((await say("again", "shared", "a"))[0].data).toMatchObject({ messages: 2 });
    const remove = async (user: string) =>
      (await (await fetch(`${h.url}/threads/shared?user_id=${user}`, { method: "DELETE" })).json()) as unknown;
    expect(await remove("a")).toEqual({ threadId: "shared", deleted: true });
    expect(await remove("a")).toEqual({ threadId: "shared", deleted: false });
    expect((await say("again", "shared", "a"))[0].data).toMatchObject({ messages: 0 });
    expect((await say("again", "shared", "b"))[0].data).toMatchObject({ messages: 2 });
  });

  it("writes one audit line per privacy operation: request id, hashed user, route, outcome, never contents", async () => {
    await say("Remember that I adore sagas.", "t-1", "reader-1");
    const response = await fetch(`${h.url}/memory/reader-1`, { headers: { "x-request-id": "lb-req-17" } });
    expect(response.headers.get("x-request-id")).toBe("lb-req-17");
    await fetch(`${h.url}/memory/reader-1/summary`);
    await fetch(`${h.url}/threads/t-1?user_id=reader-1`, { method: "DELETE" });
    await fetch(`${h.url}/threads/t-1`, { method: "DELETE" });
    await fetch(`${h.url}/memory/reader-1`, { method: "DELETE" });
    const audit = h.logs.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.audit === "privacy");
    expect(audit.map(({ route, outcome, status }) => [route, outcome, status])).toEqual([
      ["GET /memory/{user_id}", "ok", 200],
      ["GET /memory/{user_id}/summary", "ok", 200],
      ["DELETE /threads/{thread_id}", "ok", 200],
      ["DELETE /threads/{thread_id}", "invalid", 400],
      ["DELETE /memory/{user_id}", "ok", 200],
    ]);
    expect(audit[0]).toMatchObject({ requestId: "lb-req-17", msg: "privacy operation" });
    expect(audit.every((line) => typeof line.at === "string" && typeof line.requestId === "string")).toBe(true);
    expect(audit.map((line) => line.user)).toEqual([audit[0].user, audit[0].user, audit[0].user, null, audit[0].user]);
    expect(audit[0].user).toMatch(/^user#[0-9a-f]{32}$/);
    const written = audit.map((line) => JSON.stringify(line)).join("\n");
    expect(written).not.toContain("reader-1");
    expect(written).not.toContain("sagas");
  });
});
