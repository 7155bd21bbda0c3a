import { buildGuardedGraph } from "../src/profiles/guarded/graph";
import { guardedDeps } from "./studio-deps";

/** The guarded graph for LangGraph Studio; dependencies come from the environment on first use. */
export const graph = buildGuardedGraph(guardedDeps());
