import { chatRequests, startHarness, waitFor, type Harness } from "../support/service-harness";
import { dataOf, names, readEvents, readUntil, statusOf } from "../support/sse";

/** The parts of a recorded chat completion request these tests read. */
interface ChatBody {
  messages: Array<{ role: string; content: unknown }>;
}
const chatBody = (h: Harness, index: number) => chatRequests(h.llm)[index].body as ChatBody;

interface MemoryList {
  userId: string;
  limit: number;
  memories: Array<{ id: string; kind: string; text: string; createdAt: string }>;
}

/** An asymmetric matcher for any string (typed `unknown`, as jest types it `any`). */
const ANY_STRING: unknown = expect.any(String);

const FOOTER = /^\n\nTime: \d+\.\d{2}s \| Tokens: 0 embed, 120 in, 3 out \| Cost: \$0\.000330$/;

describe("memory profile: whole streams over HTTP", () => {
  let h: Harness;
  beforeEach(async () => {
    h = await startHarness({ LLMHOST_TIMEOUT_MS: "1500" });
  });
  afterEach(() => h.close());

  const body = (prompt: string, thread = "t-1", user = "u-1") => ({ prompt, thread_id: thread, user_id: user });

  it("streams statuses, tokens with the footer on the last one, memory_saved and done with usage and cost", async () => {
    h.llm.enqueue({ chunks: ["Try ", "Dune", "."], usage: { prompt_tokens: 120, completion_tokens: 3 } });
    const response = await h.run(body("Recommend a classic science fiction novel"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-cache, no-transform");
    expect(response.headers.get("x-accel-buffering")).toBe("no");
    const events = await readEvents(response);
    expect(names(events)).toEqual([
      "status:memory_loaded",
      "status:routed",
      "status:writing",
      "token",
      "token",
      "token",
      "status:memory_saved",
      "done",
    ]);
    expect(events[0].data).toEqual({ phase: "memory_loaded", threadId: "t-1", userId: "u-1", messages: 0, longTermMemories: 0 });
    expect(events[1].data).toEqual({ phase: "routed", route: "deliberate", contextNeed: "curated_recommendation" });
    expect(events[3].data).toEqual({ text: "Try " });
    expect(events[4].data).toEqual({ text: "Dune" });
    const last = dataOf(events, "token", 2).text;
    expect(last.startsWith(".")).toBe(true);
    expect(last.slice(1)).toMatch(FOOTER);
    expect(events[6].data).toEqual({ phase: "memory_saved", ok: true, longTermMemoriesSaved: 0, messages: 2 });
    // 120 in × $2.5/M + 3 out × $10/M, from the provider's catalog
    expect(events[7].data).toEqual({ embeddingTokens: 0, inputTokens: 120, outputTokens: 3, totalTokens: 123, costUsd: 0.00033 });
  });

  it("keeps the thread: the second turn sees the first, and the model receives it", async () => {
    h.llm.enqueue({ text: "Dune." }, { text: "Children of Dune." });
    await readEvents(await h.run(body("Recommend one science fiction book")));
    const second = await readEvents(await h.run(body("And its sequel?")));
    expect(second[0].data).toMatchObject({ phase: "memory_loaded", messages: 2 });
    const sent = chatBody(h, 1).messages;
    expect(sent.slice(1)).toEqual([
      { role: "user", content: "Recommend one science fiction book" },
      { role: "assistant", content: "Dune." },
      { role: "user", content: "And its sequel?" },
    ]);
  });

  it("never lets one user read another user's thread with the same thread id", async () => {
    h.llm.enqueue({ text: "A." }, { text: "B." });
    await readEvents(await h.run(body("my secret thread text", "shared", "alice")));
    const bob = await readEvents(await h.run(body("hello", "shared", "bob")));
    expect(bob[0].data).toMatchObject({ messages: 0, userId: "bob" });
    expect(JSON.stringify(chatRequests(h.llm)[1].body)).not.toContain("secret thread text");
  });

  it("stores explicit facts and recalls them into the next prompt", async () => {
    h.llm.enqueue({ text: "Noted." }, { text: "Sure." });
    const first = await readEvents(await h.run(body("Remember that my favorite author is Ursula K. Le Guin.")));
    expect(statusOf(first, "memory_saved")).toEqual({
      phase: "memory_saved",
      ok: true,
      longTermMemoriesSaved: 1,
      messages: 2,
    });
    const second = await readEvents(await h.run(body("Something by my favorite author?", "t-2")));
    expect(second[0].data).toMatchObject({ longTermMemories: 1, messages: 0 });
    expect(chatBody(h, 1).messages[0].content).toContain("- Favorite author: Ursula K. Le Guin");
    const listed = (await (await fetch(`${h.url}/memory/u-1`)).json()) as MemoryList;
    expect(listed).toEqual({
      userId: "u-1",
      limit: 5,
      memories: [{ id: ANY_STRING, kind: "favorite_author", text: "Favorite author: Ursula K. Le Guin", createdAt: ANY_STRING }],
    });
  });

  it("aborts the upstream model request within 1 s when the client disconnects, and persists nothing", async () => {
    h.llm.enqueue({ text: "one two three four five six seven eight nine ten", chunkDelayMs: 200 });
    const response = await h.run(body("Remember that I love sagas. Tell me a long story about books."));
    const seen = await readUntil(response, (e) => e.event === "token");
    const closedAt = Date.now();
    expect(seen.at(-1)?.event).toBe("token");
    await waitFor(() => chatRequests(h.llm)[0]?.closedEarlyAt !== undefined, 1000);
    expect(chatRequests(h.llm)[0].closedEarlyAt! - closedAt).toBeLessThan(1000);
    h.llm.enqueue({ text: "fresh" });
    const next = await readEvents(await h.run(body("hello again")));
    expect(next[0].data).toMatchObject({ messages: 0, longTermMemories: 0 });
    expect(await (await fetch(`${h.url}/memory/u-1`)).json()).toMatchObject({ memories: [] });
  });

  it("retries once before the first token, then reports a provider failure as error (recoverable) then done", async () => {
    h.llm.enqueue({ status: 500 }, { status: 500 });
    const events = await readEvents(await h.run(body("Who wrote Emma?")));
    expect(names(events)).toEqual(["status:memory_loaded", "status:routed", "status:writing", "error", "done"]);
    expect(events[3].data).toEqual({ detail: "model provider error", recoverable: true });
    expect(events[4].data).toEqual({ embeddingTokens: 0, inputTokens: 0, outputTokens: 0, totalTokens: 0, costUsd: 0 });
    expect(chatRequests(h.llm)).toHaveLength(2);
  });

  it("recovers when the single retry succeeds", async () => {
    h.llm.enqueue({ status: 500 }, { text: "Austen." });
    const events = await readEvents(await h.run(body("Who wrote Emma?")));
    expect(names(events)).toEqual(["status:memory_loaded", "status:routed", "status:writing", "token", "status:memory_saved", "done"]);
    expect(dataOf(events, "token").text.startsWith("Austen.\n\nTime: ")).toBe(true);
    expect(chatRequests(h.llm)).toHaveLength(2);
  });

  it("does not retry after tokens were sent: a mid-stream drop ends with error then done", async () => {
    h.llm.enqueue({ text: "one two three four", dropAfterChunks: 2 });
    const events = await readEvents(await h.run(body("Who wrote Emma?")));
    expect(names(events).slice(-2)).toEqual(["error", "done"]);
    expect(events.at(-2)?.data).toEqual({ detail: "model provider error", recoverable: true });
    expect(chatRequests(h.llm)).toHaveLength(1);
    expect(names(events)).not.toContain("status:memory_saved");
  });

  it("treats malformed chunks as a provider failure", async () => {
    h.llm.enqueue({ text: "one two", malformedAfterChunks: 1 });
    const events = await readEvents(await h.run(body("Who wrote Emma?")));
    expect(names(events).slice(-2)).toEqual(["error", "done"]);
  });

  it("bounds the whole model call with LLMHOST_TIMEOUT_MS", async () => {
    h.llm.enqueue({ text: "late", delayMs: 5000 });
    const events = await readEvents(await h.run(body("Who wrote Emma?")));
    expect(events.find((e) => e.event === "error")?.data).toEqual({ detail: "model provider timed out", recoverable: true });
    expect(events.at(-1)?.event).toBe("done");
  });
});

describe("memory profile: heartbeats", () => {
  it("sends heartbeats while a slow model has not answered yet", async () => {
    const slow = await startHarness({ SSE_HEARTBEAT_MS: "100" });
    slow.llm.enqueue({ text: "Slow.", delayMs: 450 });
    const events = await readEvents(await slow.run({ prompt: "Who wrote Emma?", thread_id: "t", user_id: "u" }));
    await slow.close();
    const heartbeats = events.filter((e) => e.event === "heartbeat");
    expect(heartbeats.length).toBeGreaterThanOrEqual(2);
    expect(Number.isNaN(Date.parse(dataOf(events, "heartbeat").ts))).toBe(false);
    expect(names(events).filter((n) => n !== "heartbeat")).toEqual([
      "status:memory_loaded",
      "status:routed",
      "status:writing",
      "token",
      "status:memory_saved",
      "done",
    ]);
  });
});

describe("memory profile: pricing fallback", () => {
  it("uses the LLMHOST_*_PRICE_PER_MILLION_TOKENS variables when the catalog lookup fails", async () => {
    const h = await startHarness(
      { LLMHOST_INPUT_PRICE_PER_MILLION_TOKENS: "1", LLMHOST_OUTPUT_PRICE_PER_MILLION_TOKENS: "2" },
      { pricing: "error" },
    );
    try {
      h.llm.enqueue({ text: "Hi.", usage: { prompt_tokens: 1000, completion_tokens: 500 } });
      const events = await readEvents(await h.run({ prompt: "Who wrote Emma?", thread_id: "t", user_id: "u" }));
      expect(events.at(-1)?.data).toEqual({ embeddingTokens: 0, inputTokens: 1000, outputTokens: 500, totalTokens: 1500, costUsd: 0.002 });
    } finally {
      await h.close();
    }
  });

  it("accepts OpenRouter's per-token pricing shape", async () => {
    const h = await startHarness({}, { pricing: "per_token" });
    try {
      h.llm.enqueue({ text: "Hi.", usage: { prompt_tokens: 1000, completion_tokens: 100 } });
      const events = await readEvents(await h.run({ prompt: "Who wrote Emma?", thread_id: "t", user_id: "u" }));
      expect((events.at(-1)?.data as { costUsd?: number } | undefined)?.costUsd).toBe(0.0035);
    } finally {
      await h.close();
    }
  });
});
