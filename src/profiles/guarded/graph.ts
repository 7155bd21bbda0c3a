import { END, START, StateGraph, type BaseCheckpointSaver } from "@langchain/langgraph";
import { ConversationState, type ConversationStateValue } from "../shared/conversation-state";
import { createBufferedGenerateNode } from "../shared/generate";
import { createPersistNode } from "../shared/persist";
import { createRecallNode } from "../shared/recall";
import { routeNode } from "../shared/route";
import type { GuardedDeps } from "./guarded-deps";
import { createInputGuardNode } from "./input-guard";
import { createOutputGuardNode } from "./output-guard";

const unlessBlocked = (next: string) => (state: ConversationStateValue) => (state.blocked ? END : next);

/**
 * The guarded lifecycle: input guard → recall → route → generate (buffered) → output guard → persist, ending early
 * when a guard blocks.
 */
export function buildGuardedGraph(deps: GuardedDeps, checkpointer?: BaseCheckpointSaver) {
  return new StateGraph(ConversationState)
    .addNode("guardrails.input.validate", createInputGuardNode(deps))
    .addNode("memory.recall", createRecallNode(deps))
    .addNode("route", routeNode)
    .addNode("model.generate", createBufferedGenerateNode(deps))
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
