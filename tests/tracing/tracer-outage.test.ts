import { TracerUnavailableError } from "../../src/tracing/feedback";
import { createTracing, type Tracing } from "../../src/tracing/tracing";
import { startFakeTracer, type FakeTracer } from "../fakes/tracer-server";
import { buildTwoNodeGraph, invokeTraced, testRedactor } from "./test-graph";

describe("tracing: a failing or stalled tracer never fails or delays a request", () => {
  let tracer: FakeTracer;
  let tracing: Tracing;
  const warnings: Array<[object, string | undefined]> = [];
  const logger = { warn: (obj: object, msg?: string) => void warnings.push([obj, msg]) };
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => void unhandled.push(reason);

  beforeAll(() => {
    process.on("unhandledRejection", onUnhandled);
    // The langsmith client reports failed uploads on the console by itself; keep test output readable.
    jest.spyOn(console, "warn").mockImplementation(() => undefined);
    jest.spyOn(console, "error").mockImplementation(() => undefined);
  });
  afterAll(() => process.off("unhandledRejection", onUnhandled));
  beforeEach(() => {
    warnings.length = 0;
    unhandled.length = 0;
  });
  afterEach(async () => {
    tracing.close();
    await tracing.flush(200); // let the aborted uploads settle (and log) before the next test
    await tracer.close();
  });

  const tracingFor = (options?: { feedbackTimeoutMs?: number }) =>
    (tracing = createTracing({ enabled: true, apiKey: "k", project: "outage", endpoint: tracer.url }, testRedactor, logger, options));

  it("runs the graph to completion and flushes without throwing when the tracer answers 500", async () => {
    tracer = await startFakeTracer({ mode: "fail" });
    tracingFor();
    // Fake timers hold the client's retry back-off, so no retry outlives the test.
    jest.useFakeTimers({ doNotFake: ["nextTick", "setImmediate", "queueMicrotask"] });
    try {
      const result = await invokeTraced(tracing, buildTwoNodeGraph(), { prompt: "Emma" });
      const flushed = tracing.flush(300);
      await jest.advanceTimersByTimeAsync(300);
      await expect(flushed).resolves.toBeUndefined();
      await tracer.whenRequests(1);

      expect(result.answer).toBe("You said checked: Emma");
      expect(tracer.requests[0].path).toBe("/info");
      expect(tracer.runs).toEqual([]);
      expect(unhandled).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });

  it("bounds flush when the tracer never answers", async () => {
    tracer = await startFakeTracer({ mode: "hang" });
    tracingFor();

    await invokeTraced(tracing, buildTwoNodeGraph(), { prompt: "Emma" });
    await tracing.flush(200); // unbounded, this would wait for the client's 10 s request timeout and fail the test

    expect(tracer.requests.map((request) => request.path)).toContain("/info");
    expect(warnings).toEqual([[{ err: "trace flush did not finish within 200 ms" }, "tracer flush incomplete"]]);
  }, 5_000);

  it("rejects feedback with TracerUnavailableError after exactly 5 s of silence", async () => {
    tracer = await startFakeTracer({ mode: "hang" });
    tracingFor();
    jest.useFakeTimers({ doNotFake: ["nextTick", "setImmediate", "queueMicrotask"] });
    try {
      let outcome: unknown = "pending";
      const feedback = tracing.feedback({ runId: crypto.randomUUID(), key: "user_score", score: 1 });
      feedback.catch((error: unknown) => (outcome = error));

      await jest.advanceTimersByTimeAsync(4_999);
      expect(outcome).toBe("pending");
      await jest.advanceTimersByTimeAsync(1);

      expect(outcome).toBeInstanceOf(TracerUnavailableError);
      expect((outcome as Error).message).toBe("tracer did not accept feedback within 5000 ms");
    } finally {
      jest.useRealTimers();
    }
  });

  it("rejects feedback with TracerUnavailableError when the tracer refuses it", async () => {
    tracer = await startFakeTracer(); // no run was traced, so the project cannot be found
    tracingFor();

    const error = await tracing.feedback({ runId: crypto.randomUUID(), key: "k", score: 0 }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(TracerUnavailableError);
    expect((error as Error).message).toBe("tracer rejected feedback");
    expect(tracer.feedback).toEqual([]);
  });

  it("honours an injected feedback timeout", async () => {
    tracer = await startFakeTracer({ mode: "hang" });
    tracingFor({ feedbackTimeoutMs: 100 });

    const error = await tracing.feedback({ runId: crypto.randomUUID(), key: "k", score: 0 }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(TracerUnavailableError);
    expect((error as Error).message).toBe("tracer did not accept feedback within 100 ms");
  });
});
