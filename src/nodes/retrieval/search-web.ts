import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { events } from "../../runs/events";
import { emit, runSignal } from "../run-context";
import type { RetrievalDeps } from "./retrieval-deps";
import type { RetrievalStateValue, RetrievalUpdate } from "./retrieval-state";

const STRONGEST_TITLES = 3;

/** searching: fresh web sources for the prompt plus the strongest titles; failure or no results degrade to none. */
export function createSearchWebNode(deps: RetrievalDeps) {
  return async (state: RetrievalStateValue, config: LangGraphRunnableConfig): Promise<RetrievalUpdate> => {
    emit(config, events.status("searching", { message: "Searching the web for fresh sources" }));
    const titles = state.books
      .filter((book) => book.relation === "match")
      .slice(0, STRONGEST_TITLES)
      .map((book) => book.title);
    const outcome = await deps.webSearch!.search(state.prompt, titles, runSignal(config));
    if (outcome.failure) deps.onWebSearchFailure?.(outcome.failure.reason);
    emit(config, events.sources(outcome.sources));
    return { sources: outcome.sources };
  };
}
