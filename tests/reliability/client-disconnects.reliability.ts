import { connect } from "node:net";
import { chatRequests, type Harness } from "../support/service-harness";
import { readEvents, readUntil, type ReceivedEvent, sequenceOf, statusOf } from "../support/sse";
import { eventually } from "./support/eventually";
import { PASS_SEQUENCE, startGuardedHarness } from "./support/guarded-harness";
import { metricTotal, metricValue } from "./support/metrics";

const PROMPT = "Remember that my favorite author is N. K. Jemisin. Recommend a novel for a long weekend.";
const isPhase = (phase: string) => (event: ReceivedEvent) => event.event === "status" && (event.data as { phase: string }).phase === phase;

/**
 * The client goes away at every phase of a guarded run. Whatever the phase: the service neither crashes nor leaks a
 * rejection, the run is counted once, the thread and long-term memory stay consistent (the turn is kept whole or not
 * at all), the model request is cancelled when it was still running, and the same thread is answered right after.
 */
describe("client disconnects at every phase", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startGuardedHarness({ LOG_LEVEL: "warn" });
  });
  afterAll(() => h.close());
  beforeEach(() => h.llm.reset());

  let sequence = 0;
  const newUser = () => `leaver-${++sequence}`;
  const runsFinished = () => metricTotal(h.url, "agent_runs_total");
  const hasThread = (user: string) => h.service.profile.privacy!.threads.hasThread(user, "t");
  const remembered = async (user: string) => (await h.service.profile.privacy!.store.count(user)) > 0;

  /** The same thread afterwards: answered in full, and it sees exactly what was kept (0 or 2 messages). */
  async function expectHealthyAfter(user: string, keptTurn: boolean) {
    h.llm.enqueue({ text: "Try The Fifth Season." });
    const next = await readEvents(await h.run({ prompt: "Recommend a fantasy novel", thread_id: "t", user_id: user }));
    expect(sequenceOf(next)).toEqual(PASS_SEQUENCE);
    expect(statusOf(next, "memory_loaded").messages).toBe(keptTurn ? 2 : 0);
    expect((await fetch(`${h.url}/readyz`)).status).toBe(200);
  }

  it("while the request body is still being sent: no run starts, nothing breaks", async () => {
    const before = await runsFinished();
    const url = new URL(h.url);
    await new Promise<void>((resolve) => {
      const socket = connect(Number(url.port), url.hostname, () => {
        socket.write(
          `POST /agent/run HTTP/1.1\r\nhost: ${url.host}\r\ncontent-type: application/json\r\ncontent-length: 400\r\n\r\n{"prompt": "Recommend`,
        );
        setTimeout(() => socket.destroy(), 50);
      });
      socket.on("close", () => resolve());
      socket.on("error", () => undefined);
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await runsFinished()).toBe(before);
    await expectHealthyAfter(newUser(), false);
  });

  const beforeTheAnswer: Array<[string, ((event: ReceivedEvent) => boolean) | null]> = [
    ["right after the response headers", null],
    ["after input_guardrail", isPhase("input_guardrail")],
    ["after memory_loaded", isPhase("memory_loaded")],
    ["after routed", isPhase("routed")],
    ["after writing (model still working)", isPhase("writing")],
  ];

  it.each(beforeTheAnswer)("%s: the model request is cancelled and nothing is persisted", async (_name, stopAt) => {
    const user = newUser();
    const before = await runsFinished();
    h.llm.enqueue({ text: "Try The Fifth Season.", delayMs: 1000 });
    const response = await h.run({ prompt: PROMPT, thread_id: "t", user_id: user });
    if (stopAt) await readUntil(response, stopAt);
    else await response.body!.cancel();
    await eventually("the run finished on the server", async () => (await runsFinished()) === before + 1);
    expect(await metricValue(h.url, 'agent_runs_total{profile="guarded",outcome="aborted"}')).toBeGreaterThanOrEqual(1);
    for (const request of chatRequests(h.llm)) expect(request.closedEarlyAt).toBeDefined();
    expect(await hasThread(user)).toBe(false);
    expect(await remembered(user)).toBe(false);
    await expectHealthyAfter(user, false);
  });

  it.each(["output_guardrail", "answer", "memory_saved"])("after %s: the turn is kept whole or not at all", async (phase) => {
    const user = newUser();
    const before = await runsFinished();
    h.llm.enqueue({ text: "Try The Fifth Season." });
    const stop = phase === "answer" ? (event: ReceivedEvent) => event.event === "answer" : isPhase(phase);
    await readUntil(await h.run({ prompt: PROMPT, thread_id: "t", user_id: user }), stop);
    await eventually("the run finished on the server", async () => (await runsFinished()) === before + 1);
    const kept = await hasThread(user);
    expect(await remembered(user)).toBe(kept);
    await expectHealthyAfter(user, kept);
  });

  it("while queued behind another turn of the same thread: it gives up its place and never calls the model", async () => {
    const user = newUser();
    h.llm.enqueue({ text: "Try The Fifth Season.", delayMs: 600 }, { text: "Never sent." });
    const first = h.run({ prompt: "Recommend a fantasy novel", thread_id: "t", user_id: user });
    await eventually("the first turn reached the model", () => chatRequests(h.llm).length === 1);
    // The second turn waits for the thread before its stream opens; its client gives up while waiting.
    const leaving = new AbortController();
    const second = fetch(`${h.url}/agent/run`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ prompt: "Recommend a mystery novel", thread_id: "t", user_id: user }),
      signal: leaving.signal,
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    leaving.abort();
    await expect(second).rejects.toThrow();
    expect(sequenceOf(await readEvents(await first))).toEqual(PASS_SEQUENCE);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(chatRequests(h.llm)).toHaveLength(1);
    h.llm.reset();
    await expectHealthyAfter(user, true);
  });
});
