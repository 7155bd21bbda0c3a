import { END, START, StateGraph, type BaseCheckpointSaver } from "@langchain/langgraph";
import type { ConversationDeps } from "../shared/conversation-memory";
import { ConversationState } from "../shared/conversation-state";
import { createStreamingGenerateNode } from "../shared/generate";
import { createPersistNode } from "../shared/persist";
import { createRecallNode } from "../shared/recall";
import { routeNode } from "../shared/route";

/** The memory lifecycle: recall → route → generate (streamed tokens) → persist. */
export function buildMemoryGraph(deps: ConversationDeps, checkpointer?: BaseCheckpointSaver) {
  return new StateGraph(ConversationState)
    .addNode("memory.recall", createRecallNode(deps))
    .addNode("route", routeNode)
    .addNode("model.generate", createStreamingGenerateNode(deps))
    .addNode("memory.persist", createPersistNode(deps))
    .addEdge(START, "memory.recall")
    .addEdge("memory.recall", "route")
    .addEdge("route", "model.generate")
    .addEdge("model.generate", "memory.persist")
    .addEdge("memory.persist", END)
    .compile({ checkpointer, name: "memory" });
}
