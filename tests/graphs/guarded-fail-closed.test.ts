import { buildGuardedGraph } from "../../src/profiles/guarded/graph";
import { startLocalModelServer, type LocalModelServer } from "../../scripts/local-model-server";
import { createChatModelFactory } from "../../src/llm/provider";
import { UsageMeter } from "../../src/llm/usage";
import { InMemoryMemoryStore } from "../../src/memory/long-term/in-memory-store";
import { LatestCheckpointSaver } from "../../src/memory/short-term/latest-checkpoint-saver";
import type { GuardedDeps } from "../../src/profiles/guarded/guarded-deps";
import { defaultOutputChecks } from "../../src/guardrails";

describe("guarded graph: an output check that throws blocks the answer (fail-closed)", () => {
  let llm: LocalModelServer;
  beforeAll(async () => {
    llm = await startLocalModelServer();
  });
  afterAll(() => llm.close());

  it("blocks with the throwing check's rule and emits no answer", async () => {
    llm.enqueue({ text: "A perfectly fine answer about Emma." });
    const decisions: string[] = [];
    const deps: GuardedDeps = {
      chat: {
        chatModel: createChatModelFactory({ baseUrl: llm.url, timeoutMs: 5000 }, "gpt-4o-mini"),
        pricing: { get: () => Promise.resolve({ inputPerMillion: 0, outputPerMillion: 0, embeddingPerMillion: 0 }) },
        timeoutMs: 5000,
      },
      store: new InMemoryMemoryStore(),
      longTermMemoryLimit: 5,
      threadMaxMessages: 20,
      guardrailsEnabled: true,
      maxOutputChars: 6000,
      canary: "cbk-test",
      secrets: ["cbk-test"],
      outputChecks: [
        ...defaultOutputChecks.filter((check) => check.id !== "output_citation"),
        {
          id: "output_citation",
          check: () => {
            throw new Error("checker crashed");
          },
        },
      ],
      onGuardrailDecision: (stage, rule, outcome) => decisions.push(`${stage}:${rule}:${outcome}`),
    };
    const graph = buildGuardedGraph(deps, new LatestCheckpointSaver());
    const events: Array<{ event: string; data: unknown }> = [];
    const stream = await graph.stream(
      { userId: "u", threadId: "t", prompt: "Who wrote Emma?" },
      { configurable: { thread_id: "u/t", run: { meter: new UsageMeter(), tracerRunId: null } }, streamMode: "custom", durability: "exit" },
    );
    for await (const event of stream) events.push(event as { event: string; data: unknown });
    expect(events.map((e) => e.event)).not.toContain("answer");
    expect(events.at(-2)?.data).toEqual({ phase: "output_guardrail", rule: "output_citation", outcome: "blocked" });
    expect(events.at(-1)).toEqual({
      event: "error",
      data: { detail: "response blocked by output guardrail", rule: "output_citation", tracerRunId: null },
    });
    expect(decisions).toEqual(["input:none:passed", "output:output_citation:blocked"]);
    expect(JSON.stringify(events)).not.toContain("perfectly fine");
  });
});
