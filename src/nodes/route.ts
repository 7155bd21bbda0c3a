import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { chooseRoute } from "../routing/choose-route";
import { events } from "../runs/events";
import type { ConversationStateValue, ConversationUpdate } from "./conversation-state";
import { emit } from "./run-context";

/** route: picks `direct` or `deliberate` deterministically. */
export function routeNode(state: ConversationStateValue, config: LangGraphRunnableConfig): ConversationUpdate {
  const route = chooseRoute(state.prompt, state.memories.length);
  emit(config, events.status("routed", { route: route.route, contextNeed: route.contextNeed }));
  return { routing: route };
}
