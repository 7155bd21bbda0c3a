import { chatRequests, startHarness, waitFor, type Harness } from "../support/service-harness";
import { expectCompleteRun, expectRateLimited } from "./answers";

const body = (thread: string) => ({ prompt: "Recommend a novel", thread_id: thread, user_id: "u-busy" });

describe("MAX_CONCURRENT_RUNS", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ MAX_CONCURRENT_RUNS: "2", RATE_LIMIT_RUNS_PER_MINUTE: "3" });
  });
  afterAll(() => h.close());

  it("answers a third concurrent run 503 before it reaches the model, and accepts runs again once the others end", async () => {
    h.llm.enqueue({ text: "A slow answer.", delayMs: 1500 }, { text: "Another slow answer.", delayMs: 1500 });
    const first = await h.run(body("t-1"));
    const second = await h.run(body("t-2"));
    await waitFor(() => chatRequests(h.llm).length === 2, 5000);

    const third = await h.run(body("t-3"));
    expect(third.status).toBe(503);
    expect(third.headers.get("retry-after")).toBe("5");
    expect(third.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await third.json()).toEqual({ detail: "too many concurrent runs" });
    // Checked first: not even the body is read.
    const malformed = await h.post("/agent/run", "{not json");
    expect(malformed.status).toBe(503);
    expect(await malformed.json()).toEqual({ detail: "too many concurrent runs" });
    expect(chatRequests(h.llm)).toHaveLength(2);

    await expectCompleteRun(first);
    await expectCompleteRun(second);
    // The 503 cost no rate-limit point: the third point is still there, the fourth is not.
    await expectCompleteRun(await h.run(body("t-4")));
    await expectRateLimited(await h.run(body("t-5")));
    expect(chatRequests(h.llm)).toHaveLength(3);

    const rejected = await h.service.metrics.runsRejected.get();
    const count = (reason: string) => rejected.values.find((value) => value.labels.reason === reason)?.value;
    expect([count("concurrency"), count("rate_limit")]).toEqual([2, 1]);
  });

  it("frees the slot of a request refused later (400, 429)", async () => {
    for (let i = 0; i < 3; i++) {
      const invalid = await h.run({ ...body("t-x"), prompt: "" });
      expect(invalid.status).toBe(400);
      await invalid.arrayBuffer();
      await expectRateLimited(await h.run(body("t-y")));
    }
    // Every slot came back: two slow runs at once are admitted again.
    h.llm.enqueue({ text: "Slow.", delayMs: 500 }, { text: "Slow.", delayMs: 500 });
    const runs = await Promise.all([
      h.post("/agent/run", { ...body("t-6"), user_id: "u-other" }),
      h.post("/agent/run", { ...body("t-7"), user_id: "u-other" }),
    ]);
    for (const run of runs) await expectCompleteRun(run);
  });
});
