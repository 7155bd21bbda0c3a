import { z } from "zod";
import type { Profile } from "../../runs/profile-runner";
import { bookItemSchema } from "./book-item";
import { sourceItemSchema } from "./source-item";
import { statusEventSchema } from "./status-event";
import { usageSchema } from "./usage";

const text = (description: string) => z.object({ text: z.string() }).describe(description);

/** The `data` of every named SSE event (src/runs/events.ts), keyed by event name. */
export const streamEventSchemas = {
  status: statusEventSchema,
  token: text("A model token delta; the last one ends with the usage footer `\\n\\nTime: <s>s | Tokens: <n> embed, <n> in, <n> out | Cost: $<amount>`."),
  answer: text("The complete answer (guarded: approved by the output guardrails)."),
  context: z.object({ books: z.array(bookItemSchema) }).describe("Retrieved and related books."),
  sources: z.object({ items: z.array(sourceItemSchema) }).describe("Fresh web sources."),
  agent_message: text("Opening message before retrieval (web-search variant)."),
  error: z
    .object({
      detail: z.string().describe("a fixed, safe sentence"),
      rule: z.string().optional().describe("guarded profile: the blocking rule, or \"internal\""),
      tracerRunId: z.string().nullable().optional().describe("guarded profile: the root trace run id, null when tracing is off"),
      recoverable: z.boolean().optional().describe("memory profile: true"),
    })
    .describe("The run failed or was blocked; `done` follows."),
  heartbeat: z.object({ ts: z.iso.datetime() }).describe("Keep-alive every SSE_HEARTBEAT_MS during memory and guarded runs."),
  done: z
    .union([usageSchema, z.object({})])
    .describe("Ends every stream, exactly once: the usage payload (memory, retrieval) or {} (guarded)."),
} as const;

export type StreamEventName = keyof typeof streamEventSchemas;

/** Which events each profile's `/agent/run` stream can carry. */
export const PROFILE_STREAM_EVENTS: Record<Profile, readonly StreamEventName[]> = {
  guarded: ["status", "answer", "error", "heartbeat", "done"],
  memory: ["status", "token", "error", "heartbeat", "done"],
  retrieval: ["agent_message", "status", "context", "sources", "token", "answer", "error", "done"],
};
