import { z } from "zod";

/**
 * The run-event contract: the `data` of every named SSE event of `POST /agent/run`, as zod schemas. The TypeScript
 * types, the event constructors and the OpenAPI document are all derived from these schemas.
 */

export type Profile = "guarded" | "memory" | "retrieval";

const count = z.int().min(0);

/** The usage payload: the `done` data of the memory and retrieval profiles, and `status{phase:"done"}.usage`. */
export const usageSchema = z
  .object({
    embeddingTokens: count,
    inputTokens: count,
    outputTokens: count,
    totalTokens: count.describe("embeddingTokens + inputTokens + outputTokens"),
    costUsd: z.number().min(0),
    elapsedSeconds: z.number().min(0).optional().describe("present with web search (retrieval profile)"),
  })
  .describe("Token counts from the provider; cost from its catalog, else the LLMHOST_*_PRICE_PER_MILLION_TOKENS variables, else 0.");

export type Usage = z.infer<typeof usageSchema>;

/** One book of the retrieval profile's `context` event; the answer cites it as [citation]. */
export const bookItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  authors: z.array(z.string()),
  genres: z.array(z.string()),
  year: z.int().nullable(),
  rating: z.number().nullable(),
  score: z.number(),
  relation: z.enum(["match", "same_author", "same_theme", "same_year"]),
  citation: z.int().min(1),
});

/** One web source of the retrieval profile's `sources` event; the answer cites it as [W1], [W2]… */
export const sourceItemSchema = z.object({
  citation: z.string().regex(/^W[1-9]\d*$/),
  title: z.string(),
  url: z.url({ protocol: /^https?$/ }),
  snippet: z.string(),
  score: z.number(),
});

const progress = { message: z.string() };

/** The path a conversation turn takes, and why (the `routed` status). */
const routeSchema = z.object({
  route: z.enum(["direct", "deliberate"]),
  contextNeed: z.enum(["curated_recommendation", "comparison", "explanation", "personal_context", "quick_fact", "conversation"]),
});

export type Route = z.infer<typeof routeSchema>;

/** The fields of each `status` phase besides `phase` (see the README's Events section). */
const FIELDS_BY_PHASE = {
  input_guardrail: {
    rule: z.string().describe('"none" when nothing matched, else the deciding rule id'),
    outcome: z.enum(["passed", "redacted", "blocked", "skipped"]),
    redactions: z.object({ email: count, phone: count }).optional().describe('with outcome "redacted"'),
  },
  output_guardrail: { rule: z.string(), outcome: z.enum(["passed", "blocked", "skipped"]) },
  memory_loaded: {
    threadId: z.string(),
    userId: z.string(),
    messages: count.describe("messages (user and assistant) already in the thread"),
    longTermMemories: count,
    degraded: z.literal(true).optional().describe("long-term recall failed or the thread could not be read; the run continued without it"),
  },
  routed: routeSchema.shape,
  writing: {},
  memory_saved: {
    ok: z.boolean().describe("false when the long-term write failed (the thread turn is still kept)"),
    longTermMemoriesSaved: count,
    messages: count,
    usage: usageSchema.optional().describe("guarded profile: the run's usage, since its `done` is {}"),
  },
  embedding: progress,
  knowledge: progress,
  searching: progress,
  synthesizing: progress,
  sending_to_llmhost: progress,
  done: { message: z.string().describe("tokens and cost summary"), usage: usageSchema },
} satisfies Record<string, z.core.$ZodLooseShape>;

export type Phase = keyof typeof FIELDS_BY_PHASE;

/** Every phase, as one enum (component `StatusPhase`). */
export const statusPhaseSchema = z.enum(Object.keys(FIELDS_BY_PHASE) as [Phase, ...Phase[]]);

type PhaseObject = z.ZodObject<{ phase: z.ZodLiteral<Phase> } & z.core.$ZodLooseShape>;
const phaseObjects = Object.entries(FIELDS_BY_PHASE).map(([phase, fields]): PhaseObject =>
  z.object({ phase: z.literal(phase as Phase), ...fields }),
) as [PhaseObject, ...PhaseObject[]];

/** `status` event data: one object per phase (JSON Schema `oneOf`, told apart by the `phase` constant). */
const statusEventSchema = z
  .discriminatedUnion("phase", phaseObjects)
  .describe("Progress and guardrail decisions: `phase` is one of StatusPhase, and the other fields depend on it.");

const text = (description: string) => z.object({ text: z.string() }).describe(description);

const errorEventSchema = z
  .object({
    detail: z.string().describe("a fixed, safe sentence"),
    rule: z.string().optional().describe('guarded profile: the blocking rule, or "internal"'),
    tracerRunId: z.string().nullable().optional().describe("guarded profile: the root trace run id, null when tracing is off"),
    recoverable: z.boolean().optional().describe("memory profile: true"),
  })
  .describe("The run failed or was blocked; `done` follows.");

/** The `data` of every named SSE event, keyed by event name. */
export const streamEventSchemas = {
  status: statusEventSchema,
  token: text(
    "A model token delta; the last one ends with the usage footer `\\n\\nTime: <s>s | Tokens: <n> embed, <n> in, <n> out | Cost: $<amount>`.",
  ),
  answer: text("The complete answer (guarded: approved by the output guardrails)."),
  context: z.object({ books: z.array(bookItemSchema) }).describe("Retrieved and related books."),
  sources: z.object({ items: z.array(sourceItemSchema) }).describe("Fresh web sources."),
  agent_message: text("Opening message before retrieval (web-search variant)."),
  error: errorEventSchema,
  heartbeat: z.object({ ts: z.iso.datetime() }).describe("Keep-alive every SSE_HEARTBEAT_MS during memory and guarded runs."),
  done: z
    .union([usageSchema, z.object({})])
    .describe("Ends every stream, exactly once: the usage payload (memory, retrieval) or {} (guarded)."),
};

export type StreamEventName = keyof typeof streamEventSchemas;
export type ErrorData = z.infer<typeof errorEventSchema>;
type BookItem = z.infer<typeof bookItemSchema>;
type SourceItem = z.infer<typeof sourceItemSchema>;

/** Every event a client can receive; the SSE writer is the only code that serialises them. */
export type AgentEvent =
  | { event: "status"; data: { phase: Phase } & Record<string, unknown> }
  | { event: "token" | "answer" | "agent_message"; data: { text: string } }
  | { event: "context"; data: { books: BookItem[] } }
  | { event: "sources"; data: { items: SourceItem[] } }
  | { event: "error"; data: ErrorData }
  | { event: "heartbeat"; data: { ts: string } }
  | { event: "done"; data: Usage | Record<string, never> };

export type Emit = (event: AgentEvent) => void;

export const events = {
  status: (phase: Phase, fields: Record<string, unknown> = {}): AgentEvent => ({ event: "status", data: { phase, ...fields } }),
  token: (text: string): AgentEvent => ({ event: "token", data: { text } }),
  answer: (text: string): AgentEvent => ({ event: "answer", data: { text } }),
  context: (books: BookItem[]): AgentEvent => ({ event: "context", data: { books } }),
  sources: (items: SourceItem[]): AgentEvent => ({ event: "sources", data: { items } }),
  agentMessage: (text: string): AgentEvent => ({ event: "agent_message", data: { text } }),
  error: (data: ErrorData): AgentEvent => ({ event: "error", data }),
  heartbeat: (): AgentEvent => ({ event: "heartbeat", data: { ts: new Date().toISOString() } }),
  done: (data: Usage | Record<string, never> = {}): AgentEvent => ({ event: "done", data }),
};

/** Which events each profile's `/agent/run` stream can carry. */
export const PROFILE_STREAM_EVENTS: Record<Profile, readonly StreamEventName[]> = {
  guarded: ["status", "answer", "error", "heartbeat", "done"],
  memory: ["status", "token", "error", "heartbeat", "done"],
  retrieval: ["agent_message", "status", "context", "sources", "token", "answer", "error", "done"],
};

/** The order of events in each profile's stream, for the OpenAPI description. */
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

/** Fixed `error.detail` sentences of the guarded profile (see the README's Events section). */
export const BLOCKED_DETAIL = {
  input: "request blocked by input guardrail",
  output: "response blocked by output guardrail",
} as const;
