import { awaitAllCallbacks } from "@langchain/core/callbacks/promises";
import { ignoreAmbientLangSmithTracing } from "../../src/tracing/tracing";
import { startFakeTracer, type FakeTracer } from "../fakes/tracer-server";
import { buildTwoNodeGraph } from "./test-graph";
import { withEnv } from "./with-env";

// Its own file: LangChain caches its environment-configured client for the life of the module registry.
describe("tracing off with LANGSMITH_TRACING=true in the environment", () => {
  let ambient: FakeTracer;
  let restoreEnv: () => void;

  beforeAll(async () => {
    ambient = await startFakeTracer();
    restoreEnv = withEnv({ LANGSMITH_TRACING: "true", LANGSMITH_ENDPOINT: ambient.url, LANGSMITH_API_KEY: "k" });
  });
  afterAll(async () => {
    restoreEnv();
    await ambient.close();
  });

  it("LangChain traces on its own, unredacted, until ignoreAmbientLangSmithTracing removes the switch", async () => {
    const graph = buildTwoNodeGraph();

    await graph.invoke({ prompt: "before alice@example.com" });
    await awaitAllCallbacks();
    const requestsBefore = ambient.requests.length;
    const removed = ignoreAmbientLangSmithTracing(process.env);
    await graph.invoke({ prompt: "after" });
    await awaitAllCallbacks();

    // The danger is real: without the call, runs went to the environment's endpoint with the raw text.
    expect(requestsBefore).toBeGreaterThan(0);
    expect(ambient.rawBodies.join("\n")).toContain("before alice@example.com");
    expect(removed).toEqual(["LANGSMITH_TRACING"]);
    expect(process.env.LANGSMITH_TRACING).toBeUndefined();
    expect(ambient.requests).toHaveLength(requestsBefore);
    expect(ambient.rawBodies.join("\n")).not.toContain("after");
  });
});
