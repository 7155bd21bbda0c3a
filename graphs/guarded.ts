import { END, START, StateGraph, type BaseCheckpointSaver } from "@langchain/langgraph";
import { ConversationState, type ConversationStateValue } from "../src/nodes/conversation-state";
import { createGenerateBufferedNode } from "../src/nodes/generate-buffered";
import type { GuardedDeps } from "../src/nodes/guarded-deps";
import { createInputGuardNode } from "../src/nodes/input-guard";
import { createOutputGuardNode } from "../src/nodes/output-guard";
import { createPersistNode } from "../src/nodes/persist";
import { createRecallNode } from "../src/nodes/recall";
import { routeNode } from "../src/nodes/route";
import { lazyGuardedDeps } from "../src/studio/lazy-guarded-deps";

const unlessBlocked = (next: string) => (state: ConversationStateValue) => (state.blocked ? END : next);

/**
 * Guarded profile: input guard → recall → route → generate (buffered) → output guard → persist,
 * ending early when a guard blocks.
 */
export function buildGuardedGraph(deps: GuardedDeps, checkpointer?: BaseCheckpointSaver) {
  return new StateGraph(ConversationState)
    .addNode("guardrails.input.validate", createInputGuardNode(deps))
    .addNode("memory.recall", createRecallNode(deps))
    .addNode("route", routeNode)
    .addNode("model.generate", createGenerateBufferedNode(deps))
    .addNode("guardrails.output.validate", createOutputGuardNode(deps))
    .addNode("memory.persist", createPersistNode(deps, { reportUsage: true }))
    .addEdge(START, "guardrails.input.validate")
    .addConditionalEdges("guardrails.input.validate", unlessBlocked("memory.recall"), ["memory.recall", END])
    .addEdge("memory.recall", "route")
    .addEdge("route", "model.generate")
    .addEdge("model.generate", "guardrails.output.validate")
    .addConditionalEdges("guardrails.output.validate", unlessBlocked("memory.persist"), ["memory.persist", END])
    .addEdge("memory.persist", END)
    .compile({ checkpointer, name: "guarded" });
}

/** For LangGraph Studio; dependencies come from the environment on first use. */
export const graph = buildGuardedGraph(lazyGuardedDeps());
