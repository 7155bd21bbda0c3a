import { Annotation, END, START, StateGraph } from "@langchain/langgraph";
import { UsageMeter } from "../../src/llm/usage";
import { traced } from "../../src/profiles/shared/traced-node";
import type { Tracing } from "../../src/tracing/tracing";

/** A stand-in for the guardrails' PII redactor: emails and phone-like numbers. */
export const testRedactor = (text: string): string =>
  text.replace(/[\w.+-]+@[\w-]+\.[\w.]+/g, "[email]").replace(/\+?\d[\d ().-]{7,}\d/g, "[phone]");

const State = Annotation.Root({
  prompt: Annotation<string>,
  checked: Annotation<string>,
  answer: Annotation<string>,
});
type TwoNodeState = typeof State.State;
type TwoNodeGraph = ReturnType<typeof buildTwoNodeGraph>;

/** Two traced nodes named like the service's (with dots); each echoes the text it received into the state. */
export function buildTwoNodeGraph(options: { failIn?: "model.generate" } = {}) {
  const prompt = (state: TwoNodeState) => ({ prompt: state.prompt });
  return new StateGraph(State)
    .addNode(
      "guardrails.input.validate",
      traced("guardrails.input.validate", (state: TwoNodeState) => ({ checked: `checked: ${state.prompt}` }), { inputs: prompt }),
    )
    .addNode(
      "model.generate",
      traced("model.generate", (state: TwoNodeState) => {
        if (options.failIn === "model.generate") throw new Error(`model refused ${state.prompt}`);
        return { answer: `You said ${state.checked}` };
      }),
    )
    .addEdge(START, "guardrails.input.validate")
    .addEdge("guardrails.input.validate", "model.generate")
    .addEdge("model.generate", END)
    .compile();
}

/**
 * Runs `graph` as the service's runner does: a span tree opened before (null when off or sampled out), handed to
 * the nodes through `configurable.run`, ended with the answer or the error.
 */
export async function invokeTraced(tracing: Tracing, graph: TwoNodeGraph, input: { prompt: string }) {
  const trace = tracing.startRun({ prompt: input.prompt });
  const run = { meter: new UsageMeter(), tracerRunId: trace?.id ?? null, ...(trace ? { trace } : {}) };
  try {
    const result = await graph.invoke(input, { configurable: { run } });
    if (trace) tracing.endRun(trace, { answer: result.answer });
    return { answer: result.answer, runId: trace?.id ?? null };
  } catch (error) {
    if (trace) tracing.endRun(trace, {}, error);
    throw error;
  }
}
