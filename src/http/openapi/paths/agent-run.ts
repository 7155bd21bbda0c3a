import { conversationRequestSchema, retrievalRequestSchema } from "../../schemas";
import { jsonBodyErrors } from "../error-responses";
import { jsonContent, schemaRef } from "../objects";
import type { ApiFragment } from "../api-fragment";
import type { Profile } from "../../../runs/profile-runner";
import { bookItemSchema } from "../book-item";
import { sourceItemSchema } from "../source-item";
import { PROFILE_STREAM_EVENTS, streamEventSchemas, type StreamEventName } from "../stream-events";
import { usageSchema } from "../usage";

/** Component name of each event's `data`: `status` → `StatusEvent`, `agent_message` → `AgentMessageEvent`. */
export const eventComponentName = (event: StreamEventName): string =>
  `${event.split("_").map((word) => word[0].toUpperCase() + word.slice(1)).join("")}Event`;

const EVENT_ORDER: Record<Profile, string> = {
  guarded:
    "status input_guardrail → status memory_loaded → status routed → status writing → status output_guardrail → answer → " +
    "status memory_saved → done {}. Blocked input: status input_guardrail (blocked) → error → done {}. Blocked output: … → " +
    "status output_guardrail (blocked) → error → done {}. Failure: error (rule \"internal\") → done {}.",
  memory:
    "status memory_loaded → status routed → status writing → token… (the last one carries the usage footer) → " +
    "status memory_saved → done {usage}. Failure: error {detail, recoverable: true} → done {usage so far}.",
  retrieval:
    "status embedding → status knowledge → context → status synthesizing → status sending_to_llmhost → answer → " +
    "status done → done {usage}. With web search: agent_message first, status searching → sources after context, and " +
    "token… instead of answer. Failure: error {detail} → done {usage so far}.",
};

const SSE_HEADERS = {
  "cache-control": { schema: { type: "string", const: "no-cache, no-transform" } },
  "x-accel-buffering": { schema: { type: "string", const: "no" } },
};

const TRACER_HEADER = {
  "x-tracer-run-id": { description: "The root trace run id, when tracing is on", schema: { type: "string", format: "uuid" } },
};

/** POST /agent/run for one profile: its request schema and the SSE events its stream can carry. */
export function agentRunFragment(profile: Profile, maxPromptChars: number): ApiFragment {
  const requestName = profile === "retrieval" ? "RetrievalRequest" : "ConversationRequest";
  const requestSchema = profile === "retrieval" ? retrievalRequestSchema(maxPromptChars) : conversationRequestSchema(maxPromptChars);
  const eventNames = PROFILE_STREAM_EVENTS[profile];
  const eventSchemas = Object.fromEntries(eventNames.map((event) => [eventComponentName(event), streamEventSchemas[event]]));
  const retrievalItems = eventNames.includes("context") ? { BookItem: bookItemSchema, SourceItem: sourceItemSchema } : {};

  return {
    paths: {
      "/agent/run": {
        post: {
          operationId: "runAgent",
          summary: "Run the agent; the answer streams as named server-sent events",
          description:
            `Each event is \`event: <name>\` plus one JSON \`data:\` line; exactly one \`done\` ends every stream. ` +
            `The data of each event is described by \`x-sse-events\`. Order (${profile} profile): ${EVENT_ORDER[profile]}`,
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
          },
        },
      },
    },
    requestSchemas: { [requestName]: requestSchema },
    responseSchemas: { ...eventSchemas, Usage: usageSchema, ...retrievalItems },
  };
}
