import { TracingDisabledError } from "../../src/tracing/feedback";
import { createTracing } from "../../src/tracing/tracing";
import { startFakeTracer, type FakeTracer } from "../fakes/tracer-server";
import { buildTwoNodeGraph, invokeTraced, testRedactor } from "./test-graph";
import { withEnv } from "./with-env";

describe("tracing: configured only through TracingConfig", () => {
  let configured: FakeTracer;
  let ambient: FakeTracer;
  let restoreEnv: () => void = () => undefined;

  beforeEach(async () => {
    configured = await startFakeTracer({ apiKey: "ls-config-key" });
    ambient = await startFakeTracer();
  });
  afterEach(async () => {
    restoreEnv();
    await Promise.all([configured.close(), ambient.close()]);
  });

  it("ignores LANGSMITH_* / LANGCHAIN_* settings for endpoint, key, project, workspace, hiding and sampling", async () => {
    restoreEnv = withEnv({
      LANGSMITH_ENDPOINT: ambient.url,
      LANGCHAIN_ENDPOINT: ambient.url,
      LANGSMITH_API_KEY: "ls-env-key",
      LANGSMITH_PROJECT: "env-project",
      LANGSMITH_WORKSPACE_ID: "env-workspace",
      LANGSMITH_HIDE_INPUTS: "true",
      LANGSMITH_HIDE_OUTPUTS: "true",
      LANGSMITH_TRACING_SAMPLING_RATE: "0",
      LANGSMITH_TRACING: "true",
      LANGSMITH_MARKER_FOR_METADATA: "env-marker",
    });
    const tracing = createTracing(
      { enabled: true, apiKey: "ls-config-key", project: "config-project", endpoint: configured.url },
      testRedactor,
    );
    const { runId } = await invokeTraced(tracing, buildTwoNodeGraph(), { prompt: "Emma" });
    await tracing.flush(5_000);

    expect(ambient.requests).toEqual([]);
    expect(configured.runs.find((run) => run.id === runId)).toMatchObject({
      name: "agent.run",
      session_name: "config-project",
      inputs: { prompt: "Emma" },
      outputs: { answer: "You said checked: Emma" },
    });
    expect(configured.requests.every((r) => r.headers["x-api-key"] === "ls-config-key")).toBe(true);
    expect(configured.requests.some((r) => r.headers["x-tenant-id"] !== undefined)).toBe(false);
    expect(configured.rawBodies.join("\n")).not.toContain("env-");
  });
});

describe("tracing: disabled", () => {
  const tracing = createTracing({ enabled: false, project: "p", endpoint: "http://127.0.0.1:9" }, testRedactor);

  it("adds nothing to graph runs, has no run ids, refuses feedback and flushes at once", async () => {
    expect(tracing.enabled).toBe(false);
    expect(tracing.startRun({ prompt: "Emma" })).toBeNull();
    await expect(invokeTraced(tracing, buildTwoNodeGraph(), { prompt: "Emma" })).resolves.toEqual({
      answer: "You said checked: Emma",
      runId: null,
    });
    await expect(tracing.feedback({ runId: "r", key: "k", score: 1 })).rejects.toBeInstanceOf(TracingDisabledError);
    await expect(tracing.flush(1)).resolves.toBeUndefined();
    expect(() => tracing.close()).not.toThrow();
  });
});
