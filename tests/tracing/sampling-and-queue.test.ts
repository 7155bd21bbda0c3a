import { createTracing, type Tracing } from "../../src/tracing/tracing";
import { startFakeTracer, type FakeTracer } from "../fakes/tracer-server";
import { buildTwoNodeGraph, invokeTraced, testRedactor } from "./test-graph";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const config = (endpoint: string, sampleRate?: number) => ({ enabled: true, apiKey: "k", project: "p", endpoint, sampleRate });

describe("tracing: TRACER_SAMPLE_RATE", () => {
  it("gives every run an id at 1 (the default) and none at 0", () => {
    const all = createTracing(config("http://127.0.0.1:9"), testRedactor);
    const none = createTracing(config("http://127.0.0.1:9", 0), testRedactor);
    try {
      for (let i = 0; i < 50; i++) {
        expect(all.startRun({})?.id).toMatch(UUID);
        expect(none.startRun({})).toBeNull();
      }
    } finally {
      all.close();
      none.close();
    }
  });

  it("samples in a run when the draw is below the rate", () => {
    const draws = [0.1, 0.6, 0.29, 0.3];
    const tracing = createTracing(config("http://127.0.0.1:9", 0.3), testRedactor, undefined, { random: () => draws.shift()! });
    try {
      expect([1, 2, 3, 4].map(() => tracing.startRun({}) !== null)).toEqual([true, false, true, false]);
    } finally {
      tracing.close();
    }
  });
});

describe("tracing: bounded send queue", () => {
  let tracer: FakeTracer;
  let tracing: Tracing;
  beforeAll(() => {
    jest.spyOn(console, "warn").mockImplementation(() => undefined); // the client reports each drop on the console
  });
  afterEach(async () => {
    tracing.close();
    await tracing.flush(200);
    await tracer.close();
  });

  it("drops and counts runs beyond the bound while the tracer hangs, and runs are not slowed down", async () => {
    tracer = await startFakeTracer({ mode: "hang" });
    let dropped = 0;
    tracing = createTracing(config(tracer.url), testRedactor, undefined, { maxQueuedBytes: 1, onDropped: () => dropped++ });
    const started = performance.now();
    for (let i = 0; i < 20; i++) {
      const result = await invokeTraced(tracing, buildTwoNodeGraph(), { prompt: `Emma ${i}` });
      expect(result.answer).toBe(`You said checked: Emma ${i}`);
    }
    expect(performance.now() - started).toBeLessThan(5000);
    await tracing.flush(300);
    expect(dropped).toBeGreaterThan(0);
  });

  it("counts nothing while the tracer keeps up", async () => {
    tracer = await startFakeTracer();
    let dropped = 0;
    tracing = createTracing(config(tracer.url), testRedactor, undefined, { onDropped: () => dropped++ });
    for (let i = 0; i < 5; i++) await invokeTraced(tracing, buildTwoNodeGraph(), { prompt: "Emma" });
    await tracing.flush(5000);
    expect(dropped).toBe(0);
    expect(tracer.runs.filter((r) => r.name === "model.generate")).toHaveLength(5);
  });
});

describe("tracing: finished traces handed to the client together", () => {
  let tracer: FakeTracer;
  afterEach(async () => {
    await tracer.close();
  });

  it("sends a finished trace within the hand-over delay without a flush", async () => {
    tracer = await startFakeTracer();
    const tracing = createTracing(config(tracer.url), testRedactor);
    try {
      const trace = tracing.startRun({ prompt: "Emma" })!;
      tracing.endRun(trace, { outcome: "ok" });
      const deadline = performance.now() + 3000;
      while (!tracer.runs.some((run) => run.id === trace.id) && performance.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(tracer.runs.find((run) => run.id === trace.id)).toMatchObject({ name: "agent.run", outputs: { outcome: "ok" } });
    } finally {
      tracing.close();
    }
  });

  it("sends nothing that was still waiting when it was closed", async () => {
    tracer = await startFakeTracer();
    const tracing = createTracing(config(tracer.url), testRedactor);
    tracing.endRun(tracing.startRun({ prompt: "Emma" })!, { outcome: "ok" });
    tracing.close();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(tracer.runs).toEqual([]);
  });
});
