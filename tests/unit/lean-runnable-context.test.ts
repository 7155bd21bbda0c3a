import { getContextVariable, setContextVariable } from "@langchain/core/context";
import { RunnableLambda } from "@langchain/core/runnables";
import { AsyncLocalStorageProviderSingleton } from "@langchain/core/singletons";
import { LangChainTracer } from "@langchain/core/tracers/tracer_langchain";
import { Annotation, END, START, StateGraph } from "@langchain/langgraph";
import { Client } from "langsmith";
import { isRunTree } from "langsmith/run_trees";
import { useLeanRunnableContext } from "../../src/lib/lean-runnable-context";

const State = Annotation.Root({ seen: Annotation<string[]>({ reducer: (a, b) => [...a, ...b], default: () => [] }) });

/** A graph whose node reports what it finds in LangChain's async context, and what a nested runnable inherits. */
function probeGraph() {
  const nested = RunnableLambda.from(
    () =>
      (AsyncLocalStorageProviderSingleton.getRunnableConfig() as { configurable?: { marker?: string } } | undefined)?.configurable?.marker,
  );
  return new StateGraph(State)
    .addNode("probe", async () => {
      const store = AsyncLocalStorageProviderSingleton.getInstance().getStore() as unknown;
      return {
        seen: [
          isRunTree(store) ? "run-tree" : "plain",
          `nested:${await nested.invoke({})}`,
          `variable:${String(getContextVariable("reader"))}`,
        ],
      };
    })
    .addEdge(START, "probe")
    .addEdge("probe", END)
    .compile();
}

describe("useLeanRunnableContext", () => {
  beforeAll(() => useLeanRunnableContext());

  // First, before any context variable is set: the service's case, where nothing ambient exists to carry.
  it("enters no async context at all when nothing is ambient (the service passes each node its config)", async () => {
    const result = await probeGraph().invoke({}, { configurable: { marker: "m0" } });
    expect(result.seen).toEqual(["plain", "nested:undefined", "variable:undefined"]);
    expect(AsyncLocalStorageProviderSingleton.getInstance().getStore()).toBeUndefined();
  });

  it("runs untraced graph steps without a RunTree; with a context in place nested runnables inherit the config and context variables", async () => {
    setContextVariable("reader", "ada");
    const result = await probeGraph().invoke({}, { configurable: { marker: "m1" } });
    expect(result.seen).toEqual(["plain", "nested:m1", "variable:ada"]);
  });

  it("leaves runs that carry a LangChain tracer on LangChain's own path", async () => {
    const client = new Client({ apiUrl: "http://127.0.0.1:9", apiKey: "k", autoBatchTracing: false });
    jest.spyOn(client, "createRun").mockResolvedValue(undefined);
    jest.spyOn(client, "updateRun").mockResolvedValue(undefined);
    const tracer = new LangChainTracer({ client, projectName: "p" });
    const result = await probeGraph().invoke({}, { configurable: { marker: "m2" }, callbacks: [tracer] });
    expect(result.seen[0]).toBe("run-tree");
    expect(result.seen[1]).toBe("nested:m2");
  });

  it("is idempotent", () => {
    const patched = (AsyncLocalStorageProviderSingleton as unknown as { runWithConfig: unknown }).runWithConfig;
    useLeanRunnableContext();
    expect((AsyncLocalStorageProviderSingleton as unknown as { runWithConfig: unknown }).runWithConfig).toBe(patched);
  });
});
