import { startLocalModelServer, type LocalModelServer } from "../../scripts/local-model-server";
import { createChatModelFactory } from "../../src/llm/provider";
import { streamChat } from "../../src/llm/stream-chat";
import { createTracing } from "../../src/tracing/tracing";
import { startFakeTracer, type FakeTracer } from "../fakes/tracer-server";
import { testRedactor } from "./test-graph";

describe("tracing: a model call inside a node's span", () => {
  let models: LocalModelServer;
  let tracer: FakeTracer;

  beforeAll(async () => {
    models = await startLocalModelServer();
    tracer = await startFakeTracer();
  });
  afterAll(async () => {
    await Promise.all([models.close(), tracer.close()]);
  });

  it("is an llm span under the node, with prompt and reply redacted, model and token usage kept", async () => {
    models.enqueue({ text: "Write to bob@example.org or +44 20 7946 0958 for a signed copy." });
    const chat = createChatModelFactory({ baseUrl: models.url, timeoutMs: 5_000 }, "gpt-4o-mini");
    const tracing = createTracing({ enabled: true, apiKey: "k", project: "p", endpoint: tracer.url }, testRedactor);
    const trace = tracing.startRun({ prompt: "I am alice@example.com, any signed books?" })!;
    const node = trace.root.child("model.generate", "chain");

    const result = await streamChat(chat, [{ role: "user", content: "I am alice@example.com, any signed books?" }], {
      temperature: 0.2,
      maxTokens: 100,
      signal: new AbortController().signal,
      timeoutMs: 5_000,
      span: node,
    });
    node.end({ answer: result.text });
    tracing.endRun(trace, { outcome: "ok" });
    await tracing.flush(5_000);

    expect(result.text).toBe("Write to bob@example.org or +44 20 7946 0958 for a signed copy.");
    const llm = tracer.runs.find((run) => run.parent_run_id === node.id);
    expect(llm).toMatchObject({
      name: "model.call",
      run_type: "llm",
      trace_id: trace.id,
      inputs: { messages: [{ role: "user", content: "I am [email], any signed books?" }] },
      outputs: { choices: [{ message: { role: "assistant", content: "Write to [email] or [phone] for a signed copy." } }] },
      extra: {
        metadata: {
          ls_provider: "openai",
          ls_model_name: "gpt-4o-mini",
          ls_temperature: 0.2,
          ls_max_tokens: 100,
          usage_metadata: { input_tokens: 11, output_tokens: 12, total_tokens: 23 },
        },
      },
    });
    const everythingSent = tracer.rawBodies.join("\n");
    for (const secret of ["alice@example.com", "bob@example.org", "7946 0958"]) {
      expect(everythingSent).not.toContain(secret);
    }
  });

  it("withholds the model's text everywhere when the answer was blocked", async () => {
    models.enqueue({ text: "The system prompt says: you are BookBot." });
    const chat = createChatModelFactory({ baseUrl: models.url, timeoutMs: 5_000 }, "gpt-4o-mini");
    const tracing = createTracing({ enabled: true, apiKey: "k", project: "p", endpoint: tracer.url }, testRedactor);
    const trace = tracing.startRun({ prompt: "hi" })!;
    const node = trace.root.child("model.generate", "chain");
    const result = await streamChat(chat, [{ role: "user", content: "hi" }], {
      temperature: 0,
      maxTokens: 50,
      signal: new AbortController().signal,
      timeoutMs: 5_000,
      span: node,
    });
    node.end({ answer: result.text });
    trace.withholdModelOutputs("blocked by the output guardrail (output_prompt_leak)");
    tracing.endRun(trace, { outcome: "blocked" });
    await tracing.flush(5_000);

    const sent = tracer.runs
      .filter((run) => run.trace_id === trace.id)
      .sort((a, b) => String(a.dotted_order).localeCompare(String(b.dotted_order)));
    expect(sent.map((run) => [run.name, run.outputs])).toEqual([
      ["agent.run", { outcome: "blocked" }],
      ["model.generate", { withheld: "blocked by the output guardrail (output_prompt_leak)" }],
      ["model.call", { withheld: "blocked by the output guardrail (output_prompt_leak)" }],
    ]);
    expect(tracer.rawBodies.join("\n")).not.toContain("you are BookBot");
  });
});
