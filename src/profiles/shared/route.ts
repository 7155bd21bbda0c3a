import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { events, type Route } from "../../contract/events";
import type { ConversationStateValue, ConversationUpdate } from "./conversation-state";
import { emit } from "./run-context";

const RULES: Array<[Route["contextNeed"], RegExp]> = [
  [
    "curated_recommendation",
    /\b(?:recommend\w*|suggest\w*|what (?:should|could) i read|similar to|books? like|reading list|next read|what to read)\b/i,
  ],
  ["comparison", /\b(?:compare|comparison|versus|vs\.?|better than|differences? between)\b/i],
  ["explanation", /\b(?:why|explain|analy[sz]e|themes?|symbolism|meaning of|interpret\w*)\b/i],
  ["quick_fact", /\b(?:who wrote|who is the author|when (?:was|did)|what year|how many (?:pages|books)|published (?:in|by)|isbn)\b/i],
];

/**
 * Deterministic routing: recommendations, comparisons, explanations and anything leaning on what we remember
 * about the reader take the `deliberate` path (a fuller prompt); quick facts and small talk go `direct`.
 */
export function chooseRoute(prompt: string, rememberedFacts: number): Route {
  for (const [contextNeed, pattern] of RULES) {
    if (pattern.test(prompt)) return { route: contextNeed === "quick_fact" ? "direct" : "deliberate", contextNeed };
  }
  if (rememberedFacts > 0 && /\b(?:my|me|i)\b/i.test(prompt)) return { route: "deliberate", contextNeed: "personal_context" };
  return { route: "direct", contextNeed: "conversation" };
}

/** The `route` node: picks `direct` or `deliberate`. */
export function routeNode(state: ConversationStateValue, config: LangGraphRunnableConfig): ConversationUpdate {
  const route = chooseRoute(state.prompt, state.memories.length);
  emit(config, events.status("routed", { route: route.route, contextNeed: route.contextNeed }));
  return { routing: route };
}
