import { z } from "zod";
import {
  bookItemSchema,
  PROFILE_EVENT_ORDER,
  PROFILE_STREAM_EVENTS,
  type Profile,
  sourceItemSchema,
  statusPhaseSchema,
  streamEventSchemas,
  type StreamEventName,
  usageSchema,
} from "./events";
import { feedbackSchema, identifier } from "./requests";
import {
  clientInfoSchema,
  errorBodySchemas,
  feedbackAcceptedSchema,
  healthSchema,
  memoryDeletedSchema,
  memoryListSchema,
  memorySchema,
  memorySummarySchema,
  notReadySchema,
  readySchema,
  threadDeletedSchema,
} from "./responses";

/** The parts of OpenAPI 3.1 this document uses (JSON Schema 2020-12 for schemas). */
export type SchemaObject = Record<string, unknown>;
interface MediaTypeObject {
  schema: SchemaObject;
  /** Extensions, e.g. `x-sse-events` on `text/event-stream`. */
  [extension: `x-${string}`]: unknown;
}
export interface ResponseObject {
  description: string;
  headers?: Record<string, { description?: string; schema: SchemaObject }>;
  content?: Record<string, MediaTypeObject>;
}
interface ParameterObject {
  name: string;
  in: "path" | "query";
  required: boolean;
  description?: string;
  schema: SchemaObject;
}
interface OperationObject {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  parameters?: ParameterObject[];
  requestBody?: { required: boolean; content: Record<string, MediaTypeObject> };
  responses: Record<string, ResponseObject>;
  security?: Array<Record<string, string[]>>;
}
interface SecuritySchemeObject {
  type: "http";
  scheme: "bearer";
  bearerFormat?: string;
  description: string;
}
type PathItemObject = Partial<Record<"get" | "post" | "delete", OperationObject>>;
export interface OpenApiDocument {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  paths: Record<string, PathItemObject>;
  components: {
    schemas: Record<string, SchemaObject>;
    responses: Record<string, ResponseObject>;
    securitySchemes?: Record<string, SecuritySchemeObject>;
  };
}

/** How the running service authenticates (AUTH_MODE, METRICS_TOKEN). */
export interface ApiSecurity {
  jwt: boolean;
  metricsToken: boolean;
}

/** Which admission limits of `POST /agent/run` are on (RATE_LIMIT_RUNS_PER_MINUTE, MAX_CONCURRENT_RUNS). */
export interface ApiLimits {
  rateLimit: boolean;
  concurrency: boolean;
}

/** Some paths plus the zod schemas they reference by name under `components.schemas`. */
interface ApiFragment {
  paths: Record<string, PathItemObject>;
  /** Request bodies, documented as clients send them (`io: "input"`: defaults make fields optional). */
  requestSchemas?: Record<string, z.ZodType>;
  /** Bodies and event payloads the service sends (`io: "output"`). */
  responseSchemas?: Record<string, z.ZodType>;
}

/** Tracks package.json's version (tests/openapi checks they agree). */
const API_VERSION = "0.1.0";

const description = (security: ApiSecurity) =>
  "A guarded, streaming book assistant. `POST /agent/run` streams named server-sent events; every other endpoint " +
  "answers JSON. " +
  (security.jwt
    ? "Requests that act for a user need `Authorization: Bearer <JWT>` (scheme `bearerAuth`); the token's user replaces any `user_id` in the body. "
    : "No user authentication: `user_id` comes from the request (demo mode). ") +
  "Any path not listed here answers 404 with `components.responses.NotFound`.";

const schemaRef = (name: string): SchemaObject => ({ $ref: `#/components/schemas/${name}` });
const jsonContent = (schema: SchemaObject): Record<string, MediaTypeObject> => ({ "application/json": { schema } });
const jsonResponse = (description: string, schemaName: string): ResponseObject => ({
  description,
  content: jsonContent(schemaRef(schemaName)),
});

const errorResponses = {
  invalidBody: {
    description: "The body is not JSON, or breaks the request schema",
    content: jsonContent({ oneOf: [schemaRef("InvalidJsonBody"), schemaRef("InvalidRequestBody")] }),
  },
  invalidParameter: jsonResponse("A path or query parameter is malformed", "InvalidRequest"),
  internal: jsonResponse("Unexpected fault (no stack, no upstream message)", "InternalError"),
} satisfies Record<string, ResponseObject>;

/** The responses every JSON-body POST can answer before its handler runs. */
const jsonBodyErrors = (): Record<string, ResponseObject> => ({
  "400": errorResponses.invalidBody,
  "413": jsonResponse("The body is over 32 KiB", "ErrorBody"),
  "415": jsonResponse("The content-type is not application/json", "ErrorBody"),
});

/** Component name of each event's `data`: `status` → `StatusEvent`, `agent_message` → `AgentMessageEvent`. */
const eventComponentName = (event: StreamEventName): string =>
  `${event
    .split("_")
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join("")}Event`;

/** POST /agent/run for one profile: the schema that validates its body and the SSE events its stream can carry. */
function agentRunFragment(profile: Profile, requestSchema: z.ZodType): ApiFragment {
  const requestName = profile === "retrieval" ? "RetrievalRequest" : "ConversationRequest";
  const eventNames = PROFILE_STREAM_EVENTS[profile];
  const tracerHeader = {
    "x-tracer-run-id": { description: "The root trace run id, when tracing is on", schema: { type: "string", format: "uuid" } },
  };
  return {
    paths: {
      "/agent/run": {
        post: {
          operationId: "runAgent",
          summary: "Run the agent; the answer streams as named server-sent events",
          description:
            "Each event is `event: <name>` plus one JSON `data:` line; exactly one `done` ends every stream. " +
            `The data of each event is described by \`x-sse-events\`. Order (${profile} profile): ${PROFILE_EVENT_ORDER[profile]}`,
          tags: ["agent"],
          requestBody: { required: true, content: jsonContent(schemaRef(requestName)) },
          responses: {
            "200": {
              description: "The event stream",
              headers: {
                "cache-control": { schema: { type: "string", const: "no-cache, no-transform" } },
                "x-accel-buffering": { schema: { type: "string", const: "no" } },
                ...(profile === "guarded" ? tracerHeader : {}),
              },
              content: {
                "text/event-stream": {
                  schema: { type: "string", description: "`event: <name>\\ndata: <one-line JSON>\\n\\n`, repeated" },
                  "x-sse-events": Object.fromEntries(eventNames.map((event) => [event, schemaRef(eventComponentName(event))])),
                },
              },
            },
            ...jsonBodyErrors(),
            ...(profile === "retrieval"
              ? {}
              : {
                  "409": jsonResponse("Another turn of this thread kept it busy for THREAD_LOCK_TIMEOUT_MS; nothing was run", "ErrorBody"),
                }),
            "500": errorResponses.internal,
          },
        },
      },
    },
    requestSchemas: { [requestName]: requestSchema },
    responseSchemas: {
      ...Object.fromEntries(eventNames.map((event) => [eventComponentName(event), streamEventSchemas[event]])),
      StatusPhase: statusPhaseSchema,
      Usage: usageSchema,
      ...(eventNames.includes("context") ? { BookItem: bookItemSchema } : {}),
      ...(eventNames.includes("sources") ? { SourceItem: sourceItemSchema } : {}),
    },
  };
}

const idParameter = (name: string, location: "path" | "query", description: string): ParameterObject => ({
  name,
  in: location,
  required: location === "path",
  description,
  schema: inlineSchema(identifier),
});

/** The privacy endpoints (memory and guarded profiles). All idempotent. */
function privacyFragment(): ApiFragment {
  const userId = idParameter("user_id", "path", "The user whose long-term memory is meant");
  const failures = { "400": errorResponses.invalidParameter, "500": errorResponses.internal };
  const operation = (operationId: string, summary: string, parameters: ParameterObject[], ok: ResponseObject): OperationObject => ({
    operationId,
    summary,
    tags: ["memory"],
    parameters,
    responses: { "200": ok, ...failures },
  });
  return {
    paths: {
      "/memory/{user_id}": {
        get: operation(
          "listMemories",
          "List the user's long-term memories, newest first (at most LONG_TERM_MEMORY_LIMIT)",
          [userId],
          jsonResponse("The memories", "MemoryList"),
        ),
        delete: operation(
          "forgetUser",
          "Delete the user's long-term memories and conversation threads",
          [userId],
          jsonResponse("What was deleted", "MemoryDeleted"),
        ),
      },
      "/memory/{user_id}/summary": {
        get: operation(
          "summarizeMemories",
          "Summarise what the assistant knows about the user (no model call)",
          [userId],
          jsonResponse("The summary", "MemorySummary"),
        ),
      },
      "/threads/{thread_id}": {
        delete: operation(
          "deleteThread",
          "Delete a conversation thread's short-term memory",
          [
            idParameter("thread_id", "path", "The thread to delete"),
            { ...idParameter("user_id", "query", "The user whose thread it is (required; ignored in jwt mode)"), required: true },
          ],
          jsonResponse("Whether a thread was deleted", "ThreadDeleted"),
        ),
      },
    },
    responseSchemas: {
      Memory: memorySchema,
      MemoryList: memoryListSchema,
      MemorySummary: memorySummarySchema,
      MemoryDeleted: memoryDeletedSchema,
      ThreadDeleted: threadDeletedSchema,
    },
  };
}

/** POST /feedback (guarded profile). */
const feedbackFragment: ApiFragment = {
  paths: {
    "/feedback": {
      post: {
        operationId: "sendFeedback",
        summary: "Attach feedback to a traced run",
        tags: ["feedback"],
        requestBody: { required: true, content: jsonContent(schemaRef("FeedbackRequest")) },
        responses: {
          "202": jsonResponse("The tracer accepted the feedback", "FeedbackAccepted"),
          ...jsonBodyErrors(),
          "409": jsonResponse("Tracing is off (TRACER_TRACING=false)", "ErrorBody"),
          "502": jsonResponse("The tracer failed or did not answer within 5 s", "ErrorBody"),
        },
      },
    },
  },
  requestSchemas: { FeedbackRequest: feedbackSchema },
  responseSchemas: { FeedbackAccepted: feedbackAcceptedSchema },
};

const get = (operationId: string, summary: string, responses: Record<string, ResponseObject>): PathItemObject => ({
  get: { operationId, summary, tags: ["operations"], responses },
});

/** Probes, metrics, client info and this document: mounted in every profile. */
const operationsFragment: ApiFragment = {
  paths: {
    "/healthz": get("health", "Liveness: the process is up", { "200": jsonResponse("Alive", "Health") }),
    "/readyz": get("readiness", "Readiness: every dependency answers, and the service is not draining", {
      "200": jsonResponse("Ready", "Ready"),
      "503": jsonResponse("A dependency failed, or the service is shutting down", "NotReady"),
    }),
    "/metrics": get("metrics", "Prometheus metrics (guardrail_events_total, runs, durations, tokens, cost, process)", {
      "200": { description: "Prometheus text exposition format", content: { "text/plain": { schema: { type: "string" } } } },
    }),
    "/info": get("clientInfo", "What the web client needs: profile, features, limits (nothing secret)", {
      "200": jsonResponse("The running service's profile and features", "ClientInfo"),
    }),
    "/openapi.json": get("openApiDocument", "This document, for the running profile", {
      "200": { description: "OpenAPI 3.1", content: { "application/json": { schema: { type: "object" } } } },
    }),
  },
  responseSchemas: {
    Health: healthSchema,
    Ready: readySchema,
    NotReady: notReadySchema,
    ClientInfo: clientInfoSchema,
    ...errorBodySchemas,
  },
};

const USER_PATHS = ["/agent/run", "/memory/{user_id}", "/memory/{user_id}/summary", "/threads/{thread_id}", "/feedback"];

const unauthorized = (description: string): ResponseObject => ({
  ...jsonResponse(description, "ErrorBody"),
  headers: { "www-authenticate": { schema: { type: "string", const: "Bearer" } } },
});

function securitySchemes(security: ApiSecurity): Record<string, SecuritySchemeObject> {
  return {
    ...(security.jwt
      ? { bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT", description: "A JWT from the identity provider" } }
      : {}),
    ...(security.metricsToken ? { metricsToken: { type: "http", scheme: "bearer", description: "METRICS_TOKEN" } } : {}),
  };
}

/** The paths with their security requirements and the 401/403/503 answers authentication adds. */
function secured(paths: Record<string, PathItemObject>, security: ApiSecurity): Record<string, PathItemObject> {
  const withAuth = (path: string, operation: OperationObject, scheme: string, extra: Record<string, ResponseObject>): OperationObject => ({
    ...operation,
    ...(path === "/threads/{thread_id}" && security.jwt
      ? { parameters: operation.parameters?.filter((parameter) => parameter.in === "path") }
      : {}),
    security: [{ [scheme]: [] }],
    responses: { ...operation.responses, ...extra },
  });
  return Object.fromEntries(
    Object.entries(paths).map(([path, item]) => {
      const operations = Object.entries(item).map(([method, operation]): [string, OperationObject] => {
        if (security.jwt && USER_PATHS.includes(path)) {
          return [
            method,
            withAuth(path, operation, "bearerAuth", {
              "401": unauthorized("The bearer token is missing, malformed, expired, or not valid for this service"),
              ...(path.startsWith("/memory/") ? { "403": jsonResponse("The path names another user", "Forbidden") } : {}),
              "503": jsonResponse("The identity provider's key set could not be fetched", "ErrorBody"),
            }),
          ];
        }
        if (security.metricsToken && path === "/metrics") {
          return [method, withAuth(path, operation, "metricsToken", { "401": unauthorized("METRICS_TOKEN missing or wrong") })];
        }
        return [method, operation];
      });
      return [path, Object.fromEntries(operations)];
    }),
  );
}

const retryAfter = {
  "retry-after": { description: "Whole seconds to wait before retrying", schema: { type: "string", pattern: "^[1-9][0-9]*$" } },
};

/** The 429 and 503 the admission limits add to `POST /agent/run` (a 503 already documented keeps its cause too). */
function limited(paths: Record<string, PathItemObject>, limits: ApiLimits): Record<string, PathItemObject> {
  const run = paths["/agent/run"]?.post;
  if (!run || (!limits.rateLimit && !limits.concurrency)) return paths;
  const responses = { ...run.responses };
  if (limits.rateLimit)
    responses["429"] = {
      ...jsonResponse("Over RATE_LIMIT_RUNS_PER_MINUTE for this user (nothing reached the model)", "ErrorBody"),
      headers: retryAfter,
    };
  if (limits.concurrency) {
    const cause = "MAX_CONCURRENT_RUNS runs are already in progress in this process (nothing reached the model)";
    const earlier = responses["503"];
    responses["503"] = {
      ...jsonResponse(earlier ? `${earlier.description}; or: ${cause}` : cause, "ErrorBody"),
      headers: { ...earlier?.headers, ...retryAfter },
    };
  }
  return { ...paths, "/agent/run": { ...paths["/agent/run"], post: { ...run, responses } } };
}

/**
 * The OpenAPI 3.1 document of one running profile (only the endpoints it mounts), generated from the zod schemas the
 * service validates and sends. `agentRequestSchema` is the schema that validates `/agent/run` bodies in that profile.
 */
export function buildOpenApiDocument(
  profile: Profile,
  agentRequestSchema: z.ZodType,
  security: ApiSecurity = { jwt: false, metricsToken: false },
  limits: ApiLimits = { rateLimit: false, concurrency: false },
): OpenApiDocument {
  const fragments = [
    agentRunFragment(profile, agentRequestSchema),
    ...(profile === "retrieval" ? [] : [privacyFragment()]),
    ...(profile === "guarded" ? [feedbackFragment] : []),
    operationsFragment,
  ];
  const paths = Object.assign({}, ...fragments.map((fragment) => fragment.paths)) as Record<string, PathItemObject>;
  return {
    openapi: "3.1.0",
    info: { title: `Book assistant (${profile} profile)`, version: API_VERSION, description: description(security) },
    paths: limited(secured(paths, security), limits),
    components: {
      ...(security.jwt || security.metricsToken ? { securitySchemes: securitySchemes(security) } : {}),
      schemas: {
        ...componentSchemas(collect(fragments, "requestSchemas"), "input"),
        ...componentSchemas(collect(fragments, "responseSchemas"), "output"),
      },
      responses: { NotFound: jsonResponse("No such route", "NotFound") },
    },
  };
}

/** Every fragment's schemas of one kind; one name must always mean one schema. */
function collect(fragments: ApiFragment[], kind: "requestSchemas" | "responseSchemas"): Record<string, z.ZodType> {
  const merged: Record<string, z.ZodType> = {};
  for (const [name, schema] of fragments.flatMap((fragment) => Object.entries(fragment[kind] ?? {}))) {
    if (merged[name] && merged[name] !== schema) throw new Error(`two different schemas are named ${name}`);
    merged[name] = schema;
  }
  return merged;
}

/**
 * `components.schemas` entries through `z.toJSONSchema` (JSON Schema 2020-12, OpenAPI 3.1's dialect). A schema nested
 * in another one of the same set becomes a `$ref` to its component. `$schema` and `$id` are dropped: the document's
 * dialect already applies, and components are addressed by their path.
 */
function componentSchemas(schemas: Record<string, z.ZodType>, io: "input" | "output"): Record<string, SchemaObject> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(schemas)) registry.add(schema, { id });
  const { schemas: converted } = z.toJSONSchema(registry, { io, target: "draft-2020-12", uri: (id) => `#/components/schemas/${id}` });
  return Object.fromEntries(
    Object.entries(converted).map(([id, { $schema: _dialect, $id: _id, ...schema }]) => [id, schema as SchemaObject]),
  );
}

/** One zod schema as an inline JSON Schema (no `$schema`: the document's dialect applies). */
function inlineSchema(schema: z.ZodType): SchemaObject {
  const { $schema: _dialect, ...converted } = z.toJSONSchema(schema, { io: "input", target: "draft-2020-12" });
  return converted;
}
