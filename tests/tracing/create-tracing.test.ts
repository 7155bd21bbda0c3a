import { createTracing, ROOT_RUN_NAME, type Tracing } from "../../src/tracing/tracing";
import { startFakeTracer, type FakeTracer } from "../fakes/tracer-server";
import { buildTwoNodeGraph, invokeTraced, testRedactor } from "./test-graph";

const PROJECT = "tracing-tests";

describe("tracing: graph runs reach the tracer", () => {
  let tracer: FakeTracer;
  let tracing: Tracing;

  beforeEach(async () => {
    tracer = await startFakeTracer({ apiKey: "ls-config-key" });
    tracing = createTracing({ enabled: true, apiKey: "ls-config-key", project: PROJECT, endpoint: tracer.url }, testRedactor);
  });
  afterEach(() => tracer.close());

  it("records a root run named agent.run with the pre-assigned id, and one child run per node", async () => {
    const { answer, runId } = await invokeTraced(tracing, buildTwoNodeGraph(), { prompt: "books like Dune" });
    await tracing.flush(5_000);

    expect(answer).toBe("You said checked: books like Dune");
    expect(runId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const root = tracer.runs.find((run) => run.id === runId);
    expect(root).toMatchObject({
      name: ROOT_RUN_NAME,
      trace_id: runId,
      session_name: PROJECT,
      inputs: { prompt: "books like Dune" },
      outputs: { answer: "You said checked: books like Dune" },
      parent_run_id: null,
    });
    const children = tracer.runs.filter((run) => run.parent_run_id === runId);
    expect(children.map((run) => run.name)).toEqual(["guardrails.input.validate", "model.generate"]);
    expect(children[0]).toMatchObject({ inputs: { prompt: "books like Dune" }, outputs: { checked: "checked: books like Dune" } });
    expect(tracer.runs).toHaveLength(3);
    expect(tracer.runs.every((run) => run.trace_id === runId)).toBe(true);
    // LangSmith sorts a trace by dotted order: the root's, then each child's under it, in the order they ran.
    const [rootOrder, first, second] = [root, ...children].map((run) => String(run!.dotted_order));
    expect(first.startsWith(`${rootOrder}.`) && second.startsWith(`${rootOrder}.`)).toBe(true);
    expect(first < second).toBe(true);
    expect(tracer.requests.every((request) => request.headers["x-api-key"] === "ls-config-key")).toBe(true);
  });

  it("sends only redacted text: inputs, outputs, state echoed by nodes, and errors", async () => {
    const prompt = "Mail alice@example.com or call +1 555 123 4567 about Dune";
    const { runId: okRun } = await invokeTraced(tracing, buildTwoNodeGraph(), { prompt });
    await expect(invokeTraced(tracing, buildTwoNodeGraph({ failIn: "model.generate" }), { prompt })).rejects.toThrow(
      "model refused Mail alice@example.com",
    );
    await tracing.flush(5_000);

    const everythingSent = tracer.rawBodies.join("\n");
    expect(everythingSent).toContain("[email]");
    expect(everythingSent).not.toContain("alice@example.com");
    expect(everythingSent).not.toContain("555 123 4567");
    const redactedPrompt = "Mail [email] or call [phone] about Dune";
    expect(tracer.runs.find((run) => run.id === okRun)).toMatchObject({
      inputs: { prompt: redactedPrompt },
      outputs: { answer: `You said checked: ${redactedPrompt}` },
    });
    const failedNode = tracer.runs.find((run) => run.trace_id !== okRun && run.name === "model.generate");
    expect(failedNode?.error).toBe("Error: model refused Mail [email] or call [phone] about Dune");
    expect(tracer.runs.find((run) => run.id === failedNode?.parent_run_id)?.error).toBe(failedNode?.error);
  });

  it("sends feedback for a run to POST /feedback with the project's id, redacting the comment", async () => {
    const { runId } = await invokeTraced(tracing, buildTwoNodeGraph(), { prompt: "hi" });
    await tracing.flush(5_000);

    await tracing.feedback({ runId: runId!, key: "user_score", score: 0.75, comment: "reach me at alice@example.com" });

    const project = (await (
      await fetch(`${tracer.url}/sessions?name=${PROJECT}`, {
        headers: { "x-api-key": "ls-config-key" },
      })
    ).json()) as Array<{ id: string }>;
    expect(tracer.feedback).toHaveLength(1);
    expect(tracer.feedback[0]).toMatchObject({
      run_id: runId,
      key: "user_score",
      score: 0.75,
      comment: "reach me at [email]",
      session_id: project[0].id,
    });
  });
});

describe("tracing: a redactor that throws", () => {
  it("withholds the payload instead of sending it raw, and warns", async () => {
    const tracer = await startFakeTracer();
    const warnings: string[] = [];
    const tracing = createTracing(
      { enabled: true, apiKey: "k", project: PROJECT, endpoint: tracer.url },
      () => {
        throw new Error("redactor broke");
      },
      { warn: (_obj, msg) => void warnings.push(msg ?? "") },
    );
    try {
      const { answer, runId } = await invokeTraced(tracing, buildTwoNodeGraph(), { prompt: "alice@example.com" });
      await tracing.flush(5_000);

      expect(answer).toBe("You said checked: alice@example.com");
      expect(tracer.runs.find((run) => run.id === runId)).toMatchObject({
        name: ROOT_RUN_NAME,
        inputs: { redaction_failed: true },
        outputs: { redaction_failed: true },
      });
      expect(tracer.rawBodies.join("\n")).not.toContain("alice@example.com");
      expect(warnings).toContain("trace redaction failed; payload withheld");
    } finally {
      await tracer.close();
    }
  });
});
