import { startFakeTracer, type FakeTracer } from "../fakes/tracer-server";
import type { Harness } from "../support/service-harness";
import { readEvents, sequenceOf } from "../support/sse";
import { eventually } from "./support/eventually";
import { BOOK_PROMPT, PASS_SEQUENCE, startGuardedHarness } from "./support/guarded-harness";

const REPLY = { text: "Try The Dispossessed by Ursula K. Le Guin." };

/** The tracer failing, hanging or gone never fails or delays a run; feedback says 502; /readyz stays honest (200). */
describe.each(["fail", "hang", "unreachable"] as const)("tracer %s", (mode) => {
  let tracer: FakeTracer;
  let h: Harness;
  beforeAll(async () => {
    tracer = await startFakeTracer({ mode: mode === "unreachable" ? "ok" : mode });
    const endpoint = tracer.url;
    if (mode === "unreachable") await tracer.close(); // nothing listens on that port any more
    h = await startGuardedHarness({ TRACER_TRACING: "true", TRACER_ENDPOINT: endpoint, LOG_LEVEL: "warn" }, { defaultReply: REPLY });
  });
  afterAll(async () => {
    await h.close();
    if (mode !== "unreachable") await tracer.close();
  });

  const run = async (user: string) => {
    const started = Date.now();
    const response = await h.run({ prompt: BOOK_PROMPT, thread_id: "t", user_id: user });
    const runId = response.headers.get("x-tracer-run-id");
    const events = await readEvents(response);
    return { runId, events, ms: Date.now() - started };
  };

  it("answers every run normally and promptly, one after another and 20 at once", async () => {
    for (let i = 0; i < 5; i++) {
      const { runId, events, ms } = await run(`seq-${i}`);
      expect(runId).toMatch(/^[0-9a-f-]{36}$/);
      expect(sequenceOf(events)).toEqual(PASS_SEQUENCE);
      expect(ms).toBeLessThan(4000); // a run that waited on the tracer would take its 5 s timeout or longer
    }
    const together = await Promise.all(Array.from({ length: 20 }, (_, i) => run(`par-${i}`)));
    for (const { events } of together) expect(sequenceOf(events)).toEqual(PASS_SEQUENCE);
    if (mode !== "unreachable") await eventually("the tracer saw the service try", () => tracer.requests.length > 0, 10_000);
  });

  it("reports 502 for feedback within its 5 s bound and stays ready", async () => {
    const { runId } = await run("feedback-user");
    const started = Date.now();
    const response = await h.post("/feedback", { runId, score: 1 });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ detail: "tracer unavailable" });
    expect(Date.now() - started).toBeLessThan(7000);
    const ready = await fetch(`${h.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready", checks: {} });
  });

  if (mode !== "unreachable") {
    it("recovers without a restart once the tracer answers again: runs are ingested and feedback is accepted", async () => {
      tracer.setMode("ok");
      const { runId, events } = await run("after-recovery");
      expect(sequenceOf(events)).toEqual(PASS_SEQUENCE);
      await eventually("the run reached the tracer", () => tracer.runs.some((r) => r.id === runId), 15_000, 100);
      const response = await h.post("/feedback", { runId, score: 1, comment: "good pick" });
      expect(response.status).toBe(202);
    });
  }
});
