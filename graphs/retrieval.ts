import { buildRetrievalGraph } from "../src/profiles/retrieval/graph";
import { retrievalDeps } from "./studio-deps";

/** The retrieval graph for LangGraph Studio; dependencies come from the environment on first use. */
export const graph = buildRetrievalGraph(retrievalDeps());
