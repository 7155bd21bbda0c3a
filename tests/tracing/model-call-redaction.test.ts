import { HumanMessage } from "@langchain/core/messages";
import { Annotation, END, START, StateGraph } from "@langchain/langgraph";
import { ChatOpenAI } from "@langchain/openai";
import { startLocalModelServer, type LocalModelServer } from "../../scripts/local-model-server";
import { createTracing } from "../../src/tracing/tracing";
import { startFakeTracer, type FakeTracer } from "../fakes/tracer-server";
import { testRedactor } from "./test-graph";

describe("tracing: a model call inside a node", () => {
  let models: LocalModelServer;
  let tracer: FakeTracer;

  beforeAll(async () => {
    models = await startLocalModelServer();
    tracer = await startFakeTracer();
  });
  afterAll(async () => {
    await Promise.all([models.close(), tracer.close()]);
  });

  it("is traced as a child of its node, with prompt and reply redacted and token usage kept", async () => {
    models.enqueue({ text: "Write to bob@example.org or +44 20 7946 0958 for a signed copy." });
    const model = new ChatOpenAI({
      model: "gpt-4o-mini",
      apiKey: "k",
      configuration: { baseURL: models.url },
      maxRetries: 0,
      streamUsage: true,
    });
    const State = Annotation.Root({ prompt: Annotation<string>, answer: Annotation<string> });
    const graph = new StateGraph(State)
      .addNode("model.generate", async (state, config) => {
        let answer = "";
        for await (const chunk of await model.stream([new HumanMessage(state.prompt)], config)) answer += chunk.text;
        return { answer };
      })
      .addEdge(START, "model.generate")
      .addEdge("model.generate", END)
      .compile();
    const tracing = createTracing({ enabled: true, apiKey: "k", project: "p", endpoint: tracer.url }, testRedactor);
    const runId = tracing.newRunId()!;

    const result = await graph.invoke({ prompt: "I am alice@example.com, any signed books?" }, tracing.runConfig(runId));
    await tracing.flush(5_000);

    expect(result.answer).toBe("Write to bob@example.org or +44 20 7946 0958 for a signed copy.");
    const node = tracer.runs.find((run) => run.parent_run_id === runId && run.name === "model.generate");
    const llm = tracer.runs.find((run) => run.parent_run_id === node?.id && run.run_type === "llm");
    expect(llm?.name).toBe("ChatOpenAI");
    expect(JSON.stringify(llm?.inputs)).toContain("I am [email], any signed books?");
    expect(JSON.stringify(llm?.outputs)).toContain("Write to [email] or [phone] for a signed copy.");
    expect((llm?.extra?.metadata as { usage_metadata?: unknown } | undefined)?.usage_metadata).toMatchObject({
      input_tokens: 11,
      output_tokens: 12,
    });
    const everythingSent = tracer.rawBodies.join("\n");
    for (const secret of ["alice@example.com", "bob@example.org", "7946 0958"]) {
      expect(everythingSent).not.toContain(secret);
    }
  });
});
