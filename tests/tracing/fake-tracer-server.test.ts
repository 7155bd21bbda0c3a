import { Client } from "langsmith";
import { RunTree } from "langsmith/run_trees";
import { startFakeTracer, type FakeTracer } from "../fakes/tracer-server";

describe("fake tracer server, driven by the real langsmith Client", () => {
  let tracer: FakeTracer;

  afterEach(() => tracer.close());

  async function traceParentAndChild(client: Client): Promise<{ parent: RunTree; child: RunTree }> {
    const parent = new RunTree({ name: "parent", client, project_name: "fake-project", inputs: { question: "q" } });
    await parent.postRun();
    const child = parent.createChild({ name: "child.step", run_type: "tool", inputs: { step: 1 } });
    await child.postRun();
    await child.end({ result: "child done" });
    await child.patchRun();
    await parent.end({ answer: "parent done" });
    await parent.patchRun();
    await client.awaitPendingTraceBatches();
    return { parent, child };
  }

  it("answers /info and merges multipart creates and updates per run", async () => {
    tracer = await startFakeTracer();
    const client = new Client({ apiUrl: tracer.url, apiKey: "ls-test" });

    const { parent, child } = await traceParentAndChild(client);

    expect(tracer.requests.map((r) => `${r.method} ${r.path}`)).toContain("GET /info");
    expect(tracer.requests.some((r) => r.path === "/runs/multipart")).toBe(true);
    expect(tracer.requests.every((r) => r.headers["x-api-key"] === "ls-test")).toBe(true);
    expect(tracer.runs).toHaveLength(2);
    const parentRun = tracer.runs.find((r) => r.id === parent.id);
    const childRun = tracer.runs.find((r) => r.id === child.id);
    expect(parentRun).toMatchObject({
      name: "parent",
      trace_id: parent.id,
      session_name: "fake-project",
      inputs: { question: "q" },
      outputs: { answer: "parent done" },
      parent_run_id: null,
    });
    expect(childRun).toMatchObject({
      name: "child.step",
      run_type: "tool",
      parent_run_id: parent.id,
      trace_id: parent.id,
      inputs: { step: 1 },
      outputs: { result: "child done" },
    });
    expect(tracer.rawBodies.some((body) => body.includes("child done"))).toBe(true);
  });

  it("serves POST /runs/batch when it advertises no multipart endpoint", async () => {
    tracer = await startFakeTracer({ multipart: false });
    const client = new Client({ apiUrl: tracer.url, apiKey: "ls-test" });

    const { child } = await traceParentAndChild(client);

    expect(tracer.requests.some((r) => r.path === "/runs/batch")).toBe(true);
    expect(tracer.requests.some((r) => r.path === "/runs/multipart")).toBe(false);
    expect(tracer.runs.find((r) => r.id === child.id)).toMatchObject({ outputs: { result: "child done" } });
  });

  it("finds the project by name and records feedback for a run", async () => {
    tracer = await startFakeTracer();
    const client = new Client({ apiUrl: tracer.url, apiKey: "ls-test" });
    const { parent } = await traceParentAndChild(client);

    const project = await client.readProject({ projectName: "fake-project" });
    await client.createFeedback({ runId: parent.id, sessionId: project.id, key: "user_score", score: 0.5, comment: "ok" });

    expect(project.name).toBe("fake-project");
    expect(tracer.feedback).toHaveLength(1);
    expect(tracer.feedback[0]).toMatchObject({
      run_id: parent.id,
      session_id: project.id,
      key: "user_score",
      score: 0.5,
      comment: "ok",
    });
    await expect(client.readProject({ projectName: "unknown-project" })).rejects.toThrow("not found");
  });

  it("refuses a wrong x-api-key when it requires one", async () => {
    tracer = await startFakeTracer({ apiKey: "ls-right" });

    const response = await fetch(`${tracer.url}/sessions?name=x`, { headers: { "x-api-key": "ls-wrong" } });

    expect(response.status).toBe(401);
  });

  it("answers 500 in fail mode and never answers in hang mode, recording bodies either way", async () => {
    tracer = await startFakeTracer({ mode: "fail" });
    const failed = await fetch(`${tracer.url}/info`);

    tracer.setMode("hang");
    const hung = await fetch(`${tracer.url}/feedback`, {
      method: "POST",
      body: JSON.stringify({ key: "k" }),
      signal: AbortSignal.timeout(100),
    }).catch((error: unknown) => error);

    expect(failed.status).toBe(500);
    expect(hung).toMatchObject({ name: "TimeoutError" });
    expect(tracer.rawBodies).toEqual(["", '{"key":"k"}']);
    expect(tracer.feedback).toEqual([]);
  });
});
