import { END, START, StateGraph } from "@langchain/langgraph";
import { createEmbedNode } from "../src/nodes/retrieval/embed";
import type { RetrievalDeps } from "../src/nodes/retrieval/retrieval-deps";
import { RetrievalState } from "../src/nodes/retrieval/retrieval-state";
import { createSearchIndexNode } from "../src/nodes/retrieval/search-index";
import { createSearchWebNode } from "../src/nodes/retrieval/search-web";
import { createSynthesizeNode } from "../src/nodes/retrieval/synthesize";
import { lazyRetrievalDeps } from "../src/studio/lazy-retrieval-deps";

/** Retrieval profile: embed → search the index (+ related) → web search (when configured) → synthesize. */
export function buildRetrievalGraph(deps: RetrievalDeps) {
  const graph = new StateGraph(RetrievalState)
    .addNode("embed", createEmbedNode(deps))
    .addNode("retrieval.search", createSearchIndexNode(deps))
    .addNode("web.search", createSearchWebNode(deps))
    .addNode("synthesize", createSynthesizeNode(deps))
    .addEdge(START, "embed")
    .addEdge("embed", "retrieval.search")
    .addConditionalEdges("retrieval.search", () => (deps.webSearch ? "web.search" : "synthesize"), ["web.search", "synthesize"])
    .addEdge("web.search", "synthesize")
    .addEdge("synthesize", END);
  return graph.compile({ name: "retrieval" });
}

/** For LangGraph Studio; dependencies come from the environment on first use. */
export const graph = buildRetrievalGraph(lazyRetrievalDeps());
