import { END, START, StateGraph, type BaseCheckpointSaver } from "@langchain/langgraph";
import { ConversationState } from "../src/nodes/conversation-state";
import type { ConversationDeps } from "../src/nodes/deps";
import { createGenerateNode } from "../src/nodes/generate";
import { createPersistNode } from "../src/nodes/persist";
import { createRecallNode } from "../src/nodes/recall";
import { routeNode } from "../src/nodes/route";
import { lazyConversationDeps } from "../src/studio/lazy-conversation-deps";

/** Memory profile: recall → route → generate (streamed tokens) → persist. */
export function buildMemoryGraph(deps: ConversationDeps, checkpointer?: BaseCheckpointSaver) {
  return new StateGraph(ConversationState)
    .addNode("memory.recall", createRecallNode(deps))
    .addNode("route", routeNode)
    .addNode("model.generate", createGenerateNode(deps))
    .addNode("memory.persist", createPersistNode(deps))
    .addEdge(START, "memory.recall")
    .addEdge("memory.recall", "route")
    .addEdge("route", "model.generate")
    .addEdge("model.generate", "memory.persist")
    .addEdge("memory.persist", END)
    .compile({ checkpointer, name: "memory" });
}

/** For LangGraph Studio; dependencies come from the environment on first use. */
export const graph = buildMemoryGraph(lazyConversationDeps("memory"));
