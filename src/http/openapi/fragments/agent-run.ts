import type { z } from "zod";
import { errorResponses, jsonBodyErrors } from "../error-responses";
import { jsonContent, schemaRef } from "../objects";
import type { ApiFragment } from "../api-fragment";
import type { Profile } from "../../../runs/profile-runner";
import { bookItemSchema } from "../book-item";
import { sourceItemSchema } from "../source-item";
import { statusPhaseSchema } from "../status-event";
import { PROFILE_EVENT_ORDER, PROFILE_STREAM_EVENTS, streamEventSchemas, type StreamEventName } from "../stream-events";
import { usageSchema } from "../usage";

/** Component name of each event's `data`: `status` → `StatusEvent`, `agent_message` → `AgentMessageEvent`. */
export const eventComponentName = (event: StreamEventName): string =>
  `${event
    .split("_")
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join("")}Event`;

const SSE_HEADERS = {
  "cache-control": { schema: { type: "string", const: "no-cache, no-transform" } },
  "x-accel-buffering": { schema: { type: "string", const: "no" } },
};

const TRACER_HEADER = {
  "x-tracer-run-id": { description: "The root trace run id, when tracing is on", schema: { type: "string", format: "uuid" } },
};

/** Component name of the `/agent/run` body of a profile. */
export const agentRequestName = (profile: Profile): string => (profile === "retrieval" ? "RetrievalRequest" : "ConversationRequest");

/**
 * POST /agent/run for one profile: the schema that validates its body (the runner's `requestSchema`) and the SSE
 * events its stream can carry.
 */
export function agentRunFragment(profile: Profile, requestSchema: z.ZodType): ApiFragment {
  const requestName = agentRequestName(profile);
  const eventNames = PROFILE_STREAM_EVENTS[profile];
  const eventSchemas = Object.fromEntries(eventNames.map((event) => [eventComponentName(event), streamEventSchemas[event]]));
  const itemSchemas: Record<string, z.ZodType> = {
    ...(eventNames.includes("context") ? { BookItem: bookItemSchema } : {}),
    ...(eventNames.includes("sources") ? { SourceItem: sourceItemSchema } : {}),
  };

  return {
    paths: {
      "/agent/run": {
        post: {
          operationId: "runAgent",
          summary: "Run the agent; the answer streams as named server-sent events",
          description:
            `Each event is \`event: <name>\` plus one JSON \`data:\` line; exactly one \`done\` ends every stream. ` +
            `The data of each event is described by \`x-sse-events\`. Order (${profile} profile): ${PROFILE_EVENT_ORDER[profile]}`,
          tags: ["agent"],
          requestBody: { required: true, content: jsonContent(schemaRef(requestName)) },
          responses: {
            "200": {
              description: "The event stream",
              headers: { ...SSE_HEADERS, ...(profile === "guarded" ? TRACER_HEADER : {}) },
              content: {
                "text/event-stream": {
                  schema: { type: "string", description: "`event: <name>\\ndata: <one-line JSON>\\n\\n`, repeated" },
                  "x-sse-events": Object.fromEntries(eventNames.map((event) => [event, schemaRef(eventComponentName(event))])),
                },
              },
            },
            ...jsonBodyErrors(),
            "500": errorResponses.internal,
          },
        },
      },
    },
    requestSchemas: { [requestName]: requestSchema },
    responseSchemas: { ...eventSchemas, StatusPhase: statusPhaseSchema, Usage: usageSchema, ...itemSchemas },
  };
}
