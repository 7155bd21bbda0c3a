import { z } from "zod";
import type { AgentEvent } from "../../runs/events";
import type { Profile } from "../../runs/profile-runner";
import { bookItemSchema } from "./book-item";
import { sourceItemSchema } from "./source-item";
import { statusEventSchema } from "./status-event";
import { usageSchema } from "./usage";

const text = (description: string) => z.object({ text: z.string() }).describe(description);

/** The `data` of every named SSE event (src/runs/events.ts), keyed by event name. */
export const streamEventSchemas = {
  status: statusEventSchema,
  token: text(
    "A model token delta; the last one ends with the usage footer `\\n\\nTime: <s>s | Tokens: <n> embed, <n> in, <n> out | Cost: $<amount>`.",
  ),
  answer: text("The complete answer (guarded: approved by the output guardrails)."),
  context: z.object({ books: z.array(bookItemSchema) }).describe("Retrieved and related books."),
  sources: z.object({ items: z.array(sourceItemSchema) }).describe("Fresh web sources."),
  agent_message: text("Opening message before retrieval (web-search variant)."),
  error: z
    .object({
      detail: z.string().describe("a fixed, safe sentence"),
      rule: z.string().optional().describe('guarded profile: the blocking rule, or "internal"'),
      tracerRunId: z.string().nullable().optional().describe("guarded profile: the root trace run id, null when tracing is off"),
      recoverable: z.boolean().optional().describe("memory profile: true"),
    })
    .describe("The run failed or was blocked; `done` follows."),
  heartbeat: z.object({ ts: z.iso.datetime() }).describe("Keep-alive every SSE_HEARTBEAT_MS during memory and guarded runs."),
  done: z
    .union([usageSchema, z.object({})])
    .describe("Ends every stream, exactly once: the usage payload (memory, retrieval) or {} (guarded)."),
} satisfies Record<AgentEvent["event"], z.ZodType>;

export type StreamEventName = keyof typeof streamEventSchemas;

/** Which events each profile's `/agent/run` stream can carry. */
export const PROFILE_STREAM_EVENTS: Record<Profile, readonly StreamEventName[]> = {
  guarded: ["status", "answer", "error", "heartbeat", "done"],
  memory: ["status", "token", "error", "heartbeat", "done"],
  retrieval: ["agent_message", "status", "context", "sources", "token", "answer", "error", "done"],
};

/** The order of events in each profile's stream, for the operation's description. */
export const PROFILE_EVENT_ORDER: Record<Profile, string> = {
  guarded:
    "status input_guardrail → status memory_loaded → status routed → status writing → status output_guardrail → answer → " +
    "status memory_saved → done {}. Blocked input: status input_guardrail (blocked) → error → done {}. Blocked output: … → " +
    'status output_guardrail (blocked) → error → done {}. Failure: error (rule "internal") → done {}. ' +
    "heartbeat events arrive every SSE_HEARTBEAT_MS while the run is in progress.",
  memory:
    "status memory_loaded → status routed → status writing → token… (the last one carries the usage footer) → " +
    "status memory_saved → done {usage}. Failure: error {detail, recoverable: true} → done {usage so far}. " +
    "heartbeat events arrive every SSE_HEARTBEAT_MS while the run is in progress.",
  retrieval:
    "status embedding → status knowledge → context → status synthesizing → status sending_to_llmhost → answer → " +
    "status done → done {usage}. With web search: agent_message first, status searching → sources after context, and " +
    "token… instead of answer. Failure: error {detail} → done {usage so far}.",
};
