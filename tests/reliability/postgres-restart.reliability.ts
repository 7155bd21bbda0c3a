import { chatRequests, type Harness } from "../support/service-harness";
import { readEvents, sequenceOf, statusOf } from "../support/sse";
import { eventually } from "./support/eventually";
import { PASS_SEQUENCE, startGuardedHarness } from "./support/guarded-harness";
import { metricValue } from "./support/metrics";
import { startPrivateCluster, type PrivateCluster } from "./support/private-postgres";

const USER = "pg-restart-reader";
const readiness = async (url: string) => {
  const response = await fetch(`${url}/readyz`);
  return { status: response.status, body: (await response.json()) as unknown };
};

/**
 * PostgreSQL stopped in the middle of a run and restarted later, on a private cluster (the machine's server on 5432
 * keeps serving everyone else). Recall degrades, saves report ok:false, /readyz tells the truth, and the same service
 * process stores and recalls again once the database is back.
 */
describe("PostgreSQL stopped and restarted mid-run", () => {
  let cluster: PrivateCluster;
  let h: Harness;
  beforeAll(async () => {
    cluster = await startPrivateCluster();
    h = await startGuardedHarness(
      { MEMORY_BACKEND: "postgres", DB_ADDON_URI: cluster.url, LOG_LEVEL: "warn" },
      { defaultReply: { text: "Try The Dispossessed." } },
    );
  }, 60_000);
  afterAll(async () => {
    await h.close();
    await cluster.destroy();
  });

  const run = async (prompt: string, thread: string) => readEvents(await h.run({ prompt, thread_id: thread, user_id: USER }));

  it("degrades while the database is down and recovers without a restart", async () => {
    const first = await run("Remember that my favorite author is Ursula K. Le Guin. Recommend a novel for me.", "before");
    expect(sequenceOf(first)).toEqual(PASS_SEQUENCE);
    expect(statusOf(first, "memory_saved")).toMatchObject({ phase: "memory_saved", ok: true, longTermMemoriesSaved: 1, messages: 2 });
    expect(await readiness(h.url)).toEqual({ status: 200, body: { status: "ready", checks: { database: "ok" } } });

    // The database goes away while the model is still writing: the answer is still released, the save reports the fault.
    h.llm.enqueue({ text: "Try The Lathe of Heaven.", delayMs: 1500 });
    const calls = chatRequests(h.llm).length;
    const during = h.run({
      prompt: "Remember that my favorite genre is literary science fiction. Recommend one more.",
      thread_id: "during",
      user_id: USER,
    });
    await eventually("the model call is in flight", () => chatRequests(h.llm).length > calls, 10_000);
    await cluster.stop();
    const interrupted = await readEvents(await during);
    expect(sequenceOf(interrupted)).toEqual(PASS_SEQUENCE);
    expect(interrupted.find((event) => event.event === "answer")?.data).toEqual({ text: "Try The Lathe of Heaven." });
    expect(statusOf(interrupted, "memory_saved")).toMatchObject({
      phase: "memory_saved",
      ok: false,
      longTermMemoriesSaved: 0,
      messages: 2,
    });
    expect(await metricValue(h.url, "memory_save_failures_total")).toBe(1);

    // While it is down: honest readiness, degraded recall, masked 500 on the privacy endpoint, no crash.
    expect(await readiness(h.url)).toEqual({ status: 503, body: { status: "not_ready", checks: { database: "error" } } });
    const down = await run("Which of my favourite authors should I reread this winter?", "while-down");
    expect(sequenceOf(down)).toEqual(PASS_SEQUENCE);
    expect(statusOf(down, "memory_loaded")).toEqual({
      phase: "memory_loaded",
      threadId: "while-down",
      userId: USER,
      messages: 0,
      longTermMemories: 0,
      degraded: true,
    });
    const listing = await fetch(`${h.url}/memory/${USER}`);
    expect(listing.status).toBe(500);
    expect(await listing.json()).toEqual({ detail: "internal error" });

    // Back up: same process, readiness returns, new facts are stored and old ones recalled.
    await cluster.start();
    await eventually("/readyz is 200 again", async () => (await readiness(h.url)).status === 200, 15_000, 200);
    const after = await run("Remember that my favorite book is The Left Hand of Darkness. Recommend something similar.", "after");
    expect(sequenceOf(after)).toEqual(PASS_SEQUENCE);
    expect(statusOf(after, "memory_loaded").longTermMemories).toBe(1);
    expect(statusOf(after, "memory_saved")).toMatchObject({ phase: "memory_saved", ok: true, longTermMemoriesSaved: 1, messages: 2 });
    const stored = (await (await fetch(`${h.url}/memory/${USER}`)).json()) as { memories: Array<{ text: string }> };
    expect(stored.memories.map((memory) => memory.text).sort()).toEqual([
      "Favorite author: Ursula K. Le Guin",
      "Favorite book: The Left Hand of Darkness",
    ]);
    expect(await metricValue(h.url, 'agent_runs_total{profile="guarded",outcome="error"}')).toBe(0);
  });
});
