import { buildMemoryGraph } from "../src/profiles/memory/graph";
import { conversationDeps } from "./studio-deps";

/** The memory graph for LangGraph Studio; dependencies come from the environment on first use. */
export const graph = buildMemoryGraph(conversationDeps("memory"));
