import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { events } from "../../runs/events";
import { emit, runContext, runSignal } from "../run-context";
import type { RetrievalDeps } from "./retrieval-deps";
import type { RetrievalStateValue, RetrievalUpdate } from "./retrieval-state";

export const OPENING_MESSAGE = "Looking through the catalog and fresh web sources for you…";

/** embed: the prompt's vector (its tokens count in usage). The web variant opens with an agent message. */
export function createEmbedNode(deps: RetrievalDeps) {
  return async (state: RetrievalStateValue, config: LangGraphRunnableConfig): Promise<RetrievalUpdate> => {
    if (deps.webSearch) emit(config, events.agentMessage(OPENING_MESSAGE));
    emit(config, events.status("embedding", { message: "Embedding your question" }));
    const { vectors, tokens } = await deps.embedder.embed([state.prompt], runSignal(config));
    runContext(config).meter.addEmbedding(tokens);
    return { vector: vectors[0] };
  };
}
