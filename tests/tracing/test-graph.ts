import { Annotation, END, START, StateGraph } from "@langchain/langgraph";

/** A stand-in for the guardrails' PII redactor: emails and phone-like numbers. */
export const testRedactor = (text: string): string =>
  text.replace(/[\w.+-]+@[\w-]+\.[\w.]+/g, "[email]").replace(/\+?\d[\d ().-]{7,}\d/g, "[phone]");

const State = Annotation.Root({
  prompt: Annotation<string>,
  checked: Annotation<string>,
  answer: Annotation<string>,
});

/** Two nodes named like the service's (with dots); each echoes the text it received into the state. */
export function buildTwoNodeGraph(options: { failIn?: "model.generate" } = {}) {
  return new StateGraph(State)
    .addNode("guardrails.input.validate", (state) => ({ checked: `checked: ${state.prompt}` }))
    .addNode("model.generate", (state) => {
      if (options.failIn === "model.generate") throw new Error(`model refused ${state.prompt}`);
      return { answer: `You said ${state.checked}` };
    })
    .addEdge(START, "guardrails.input.validate")
    .addEdge("guardrails.input.validate", "model.generate")
    .addEdge("model.generate", END)
    .compile();
}
