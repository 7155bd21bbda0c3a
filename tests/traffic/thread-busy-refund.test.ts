import { chatRequests, startHarness, type Harness } from "../support/service-harness";
import { readEvents, sequenceOf } from "../support/sse";

describe("a run refused with 409 thread busy does not count against the rate limit", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ AGENT_PROFILE: "memory", RATE_LIMIT_RUNS_PER_MINUTE: "2", THREAD_LOCK_TIMEOUT_MS: "200" });
  });
  afterAll(() => h.close());

  it("gives the 409's point back: the user still has exactly one more run this minute", async () => {
    const body = (thread: string) => ({ prompt: "Recommend a novel", thread_id: thread, user_id: "reader-1" });
    h.llm.enqueue({ text: "Slow answer.", delayMs: 1000 }, { text: "Second answer." });
    const slow = h.run(body("t-1"));
    await new Promise((resolve) => setTimeout(resolve, 150));
    const busy = await h.run(body("t-1"));
    expect([busy.status, await busy.json()]).toEqual([409, { detail: "thread busy" }]);
    expect(sequenceOf(await readEvents(await slow)).at(-1)).toBe("done");
    expect(sequenceOf(await readEvents(await h.run(body("t-2")))).at(-1)).toBe("done");
    const limited = await h.run(body("t-3"));
    expect([limited.status, await limited.json()]).toEqual([429, { detail: "rate limit exceeded" }]);
    expect(chatRequests(h.llm)).toHaveLength(2);
  });
});
