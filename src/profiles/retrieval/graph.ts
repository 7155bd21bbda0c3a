import { END, START, StateGraph } from "@langchain/langgraph";
import { createEmbedNode, createSearchIndexNode, createSearchWebNode, createSynthesizeNode } from "./nodes";
import { RetrievalState, type RetrievalDeps } from "./retrieval-state";

/** The retrieval lifecycle: embed → search the index (+ related) → web search (when configured) → synthesize. */
export function buildRetrievalGraph(deps: RetrievalDeps) {
  return new StateGraph(RetrievalState)
    .addNode("embed", createEmbedNode(deps))
    .addNode("retrieval.search", createSearchIndexNode(deps))
    .addNode("web.search", createSearchWebNode(deps))
    .addNode("synthesize", createSynthesizeNode(deps))
    .addEdge(START, "embed")
    .addEdge("embed", "retrieval.search")
    .addConditionalEdges("retrieval.search", () => (deps.webSearch ? "web.search" : "synthesize"), ["web.search", "synthesize"])
    .addEdge("web.search", "synthesize")
    .addEdge("synthesize", END)
    .compile({ name: "retrieval" });
}
