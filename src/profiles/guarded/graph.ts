import { END, START, StateGraph, type BaseCheckpointSaver } from "@langchain/langgraph";
import { ConversationState, type ConversationStateValue, type ConversationUpdate } from "../shared/conversation-state";
import { createBufferedGenerateNode } from "../shared/generate";
import { createPersistNode } from "../shared/persist";
import { createRecallNode } from "../shared/recall";
import { routeNode } from "../shared/route";
import { traced } from "../shared/traced-node";
import type { GuardedDeps } from "./guarded-deps";
import { createInputGuardNode } from "./input-guard";
import { createOutputGuardNode } from "./output-guard";

const promptOnly = (state: ConversationStateValue) => ({ prompt: state.prompt });
/** The persisted thread is the whole conversation: the span records its length, not its text again. */
const threadLength = (update: ConversationUpdate) => ({ messages: Array.isArray(update.messages) ? update.messages.length : 0 });

const unlessBlocked = (next: string) => (state: ConversationStateValue) => (state.blocked ? END : next);

/**
 * The guarded lifecycle: input guard → recall → route → generate (buffered) → output guard → persist, ending early
 * when a guard blocks.
 */
export function buildGuardedGraph(deps: GuardedDeps, checkpointer?: BaseCheckpointSaver) {
  return new StateGraph(ConversationState)
    .addNode("guardrails.input.validate", traced("guardrails.input.validate", createInputGuardNode(deps), { inputs: promptOnly }))
    .addNode("memory.recall", traced("memory.recall", createRecallNode(deps), { inputs: promptOnly }))
    .addNode("route", traced("route", routeNode))
    .addNode("model.generate", traced("model.generate", createBufferedGenerateNode(deps)))
    .addNode("guardrails.output.validate", traced("guardrails.output.validate", createOutputGuardNode(deps)))
    .addNode("memory.persist", traced("memory.persist", createPersistNode(deps, { reportUsage: true }), { outputs: threadLength }))
    .addEdge(START, "guardrails.input.validate")
    .addConditionalEdges("guardrails.input.validate", unlessBlocked("memory.recall"), ["memory.recall", END])
    .addEdge("memory.recall", "route")
    .addEdge("route", "model.generate")
    .addEdge("model.generate", "guardrails.output.validate")
    .addConditionalEdges("guardrails.output.validate", unlessBlocked("memory.persist"), ["memory.persist", END])
    .addEdge("memory.persist", END)
    .compile({ checkpointer, name: "guarded" });
}
