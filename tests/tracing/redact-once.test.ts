import { createTracing } from "../../src/tracing/tracing";
import { startFakeTracer, type FakeTracer } from "../fakes/tracer-server";

describe("tracing: each payload is redacted once", () => {
  let tracer: FakeTracer;
  beforeEach(async () => (tracer = await startFakeTracer({ apiKey: "key" })));
  afterEach(() => tracer.close());

  it("though the client masks a run when it is queued and again when its batch is sent", async () => {
    const redacted: string[] = [];
    const redact = (text: string) => (redacted.push(text), text.replace("alice@example.com", "[email]"));
    const tracing = createTracing({ enabled: true, apiKey: "key", project: "p", endpoint: tracer.url }, redact);
    const trace = tracing.startRun({ prompt: "mail alice@example.com" }, { profile: "guarded" })!;
    trace.root.child("memory.recall", "chain", { prompt: "what to recall" }).end({ memories: "two of them" });
    tracing.endRun(trace, { outcome: "ok" });
    await tracing.flush(5_000);
    tracing.close();

    expect(tracer.runs.find((run) => run.id === trace.id)).toMatchObject({
      inputs: { prompt: "mail [email]" },
      outputs: { outcome: "ok" },
    });
    expect(tracer.runs.find((run) => run.name === "memory.recall")).toMatchObject({
      inputs: { prompt: "what to recall" },
      outputs: { memories: "two of them" },
    });
    for (const text of ["mail alice@example.com", "what to recall", "two of them", "ok", "guarded"]) {
      expect([text, redacted.filter((seen) => seen === text).length]).toEqual([text, 1]);
    }
  });
});
