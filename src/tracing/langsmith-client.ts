import { Client } from "langsmith";
import type { UserPseudonym } from "../auth/user-pseudonym";

export interface TracingConfig {
  enabled: boolean;
  apiKey?: string;
  project: string;
  endpoint: string;
  /** Share of runs traced, 0..1 (default 1). */
  sampleRate?: number;
}

/** Replaces personal data in a text; the guardrails' PII redactor is passed in by the caller. */
export type Redactor = (text: string) => string;

export interface TracingLogger {
  warn(obj: object, msg?: string): void;
}

/** Per request: well under the client's 90 s default, so a stalled tracer releases queued batches sooner. */
const TRACER_REQUEST_TIMEOUT_MS = 10_000;
/** Bounds memory held for an unreachable tracer (the client's default is 1 GB); beyond it, runs are dropped. */
const MAX_QUEUED_TRACE_BYTES = 64 * 1024 * 1024;
const MAX_SPANS_PER_BATCH = 1_000;

interface StoppableClient {
  client: Client;
  /** Aborts tracer requests in flight and fails later ones at once, so no retry chain outlives the service. */
  stop: () => void;
}

/**
 * A LangSmith client built from TracingConfig alone. Every option the client would otherwise read from
 * LANGSMITH_* / LANGCHAIN_* variables is set explicitly, and every input, output, metadata and error sent passes
 * through `redact` (the second line of defence behind the guardrails' own redaction).
 */
export function createLangSmithClient(
  config: TracingConfig,
  redact: Redactor,
  pseudonym: UserPseudonym,
  logger?: TracingLogger,
  queue: { maxBytes?: number; onDropped?: () => void } = {},
): StoppableClient {
  const rewriteUsers = pseudonymousUsers(pseudonym);
  const mask = redactingMask((values) => redactDeep(values, redact, rewriteUsers), logger);
  const stopped = new AbortController();
  const client = new Client({
    apiUrl: config.endpoint,
    apiKey: config.apiKey ?? "", // "" rather than undefined: undefined falls back to LANGSMITH_API_KEY
    workspaceId: "",
    hideInputs: mask,
    hideOutputs: mask,
    hideMetadata: mask,
    anonymizer: mask, // the client applies only the anonymizer to `error` strings, as `{ error }`
    omitTracedRuntimeInfo: true, // otherwise LANGSMITH_* / LANGCHAIN_* variables are copied into run metadata
    tracingSamplingRate: 1,
    tracingMode: "langsmith",
    autoBatchTracing: true,
    blockOnRootRunFinalization: false,
    manualFlushMode: false,
    debug: false,
    disablePromptCache: true,
    timeout_ms: TRACER_REQUEST_TIMEOUT_MS,
    callerOptions: { maxRetries: 2 },
    maxIngestMemoryBytes: queue.maxBytes ?? MAX_QUEUED_TRACE_BYTES,
    // A run is a handful of spans: batches of up to 1,000 (default 100) mean fewer, larger requests under load.
    batchSizeLimit: MAX_SPANS_PER_BATCH,
    fetchImplementation: stoppableFetch(stopped.signal),
  });
  // One buffered body per batch. Streamed (the default), each of a span's parts is its own chunk and socket write:
  // about a third of a traced run's CPU. Buffered bodies also pass proxies that refuse chunked uploads.
  (client as unknown as { multipartStreamingDisabled: boolean }).multipartStreamingDisabled = true;
  buildMultipartBodiesAsOneBuffer(client);
  if (queue.onDropped) countDrops(client, queue.onDropped);
  return { client, stop: () => stopped.abort() };
}

/** One part of a multipart trace batch, as the client hands it to its body builder. */
interface MultipartPart {
  name: string;
  payload: Blob;
}

type MultipartBodyBuilder = (parts: MultipartPart[], boundary: string) => Promise<Uint8Array>;

const LINE_END = Buffer.from("\r\n");

/**
 * The buffered multipart body, the same bytes as the client's own (`_createNodeFetchBody`), built as one buffer from
 * the parts' payloads read side by side. The client's wraps each boundary, header pair and line end of every part in
 * a Blob of its own and reads them back one by one (about a third of the tracer client's CPU per run); one Blob of
 * all the pieces still reads each piece in turn (half of what this costs). Does nothing if the client no longer has
 * that method.
 */
export function buildMultipartBodiesAsOneBuffer(client: Client): void {
  const target = client as unknown as { _createNodeFetchBody?: MultipartBodyBuilder };
  if (typeof target._createNodeFetchBody !== "function") return;
  target._createNodeFetchBody = async (parts, boundary) => {
    const payloads = await Promise.all(parts.map((part) => part.payload.arrayBuffer()));
    const chunks: Uint8Array[] = [];
    parts.forEach((part, index) => {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\nContent-Type: ${part.payload.type}\r\n\r\n`),
        new Uint8Array(payloads[index]),
        LINE_END,
      );
    });
    chunks.push(Buffer.from(`--${boundary}--\r\n`));
    return Buffer.concat(chunks);
  };
}

interface BatchQueue {
  items: unknown[];
  push(item: unknown): Promise<void>;
}

/**
 * The client's send queue (`autoBatchQueue`, bounded by `maxIngestMemoryBytes`) drops a run that would take it over
 * its bound and only says so on the console; this counts each drop. A queued item is never removed by `push`, so a
 * push that leaves the length unchanged is a drop. Does nothing if the client no longer has that queue.
 */
function countDrops(client: Client, onDropped: () => void): void {
  const queue = (client as unknown as { autoBatchQueue?: BatchQueue }).autoBatchQueue;
  if (!queue || typeof queue.push !== "function" || !Array.isArray(queue.items)) return;
  const push = queue.push.bind(queue);
  queue.push = (item) => {
    const before = queue.items.length;
    const queued = push(item);
    if (queue.items.length === before) onDropped();
    return queued;
  };
}

function stoppableFetch(stopped: AbortSignal): typeof fetch {
  return async (input, init) => {
    if (stopped.aborted) throw clientStoppedError();
    const signal = init?.signal ? AbortSignal.any([init.signal, stopped]) : stopped;
    try {
      return await fetch(input, { ...init, signal });
    } catch (error) {
      throw stopped.aborted ? clientStoppedError() : error;
    }
  };
}

/** The client's retry loop gives up at once on errors named TimeoutError (and retries anything else). */
function clientStoppedError(): Error {
  return Object.assign(new Error("tracer client stopped"), { name: "TimeoutError" });
}

/**
 * Redacts every string of a payload; if redaction itself fails, the payload is withheld rather than sent raw. The
 * client masks a run when it is queued and again when its batch is sent: a payload this mask returned (a copy no one
 * else holds) goes through the second time as it is instead of being redacted again.
 */
function redactingMask(transform: (values: Record<string, unknown>) => unknown, logger?: TracingLogger) {
  const masked = new WeakSet<object>();
  return (values: Record<string, unknown>): Record<string, unknown> => {
    if (masked.has(values)) return values;
    try {
      const redacted = transform(values) as Record<string, unknown>;
      if (typeof redacted === "object" && redacted !== null) masked.add(redacted);
      return redacted;
    } catch (error) {
      logger?.warn({ err: error instanceof Error ? error.message : String(error) }, "trace redaction failed; payload withheld");
      return { redaction_failed: true };
    }
  };
}

/**
 * A JSON-shaped copy of `value` with every string (keys included) passed through `redact`, after `rewriteField`
 * (given the string's field name) when one is given. Objects with `toJSON` (messages, dates) are walked in their
 * serialised form, as the tracer would send them; cycles are preserved.
 */
export function redactDeep(value: unknown, redact: Redactor, rewriteField?: (field: string, text: string) => string): unknown {
  const seen = new WeakMap<object, unknown>();
  const walk = (item: unknown, field: string): unknown => {
    if (typeof item === "string") return redact(rewriteField ? rewriteField(field, item) : item);
    if (item === null || typeof item !== "object") return item;
    if (seen.has(item)) return seen.get(item);
    const toJSON = (item as { toJSON?: unknown }).toJSON;
    if (typeof toJSON === "function") {
      const serialised: unknown = toJSON.call(item);
      if (serialised !== item) return walk(serialised, field);
    }
    if (Array.isArray(item)) {
      const copy: unknown[] = [];
      seen.set(item, copy);
      for (const element of item) copy.push(walk(element, ""));
      return copy;
    }
    const copy: Record<string, unknown> = {};
    seen.set(item, copy);
    for (const [key, child] of Object.entries(item)) copy[redact(key)] = walk(child, key);
    return copy;
  };
  return walk(value, "");
}

const USER_FIELDS = new Set(["userId", "user_id"]);
/** Fields that may hold the checkpointer's thread key `<user>/<thread>` (LangGraph metadata and execution info). */
const THREAD_KEY_FIELDS = new Set(["thread_id", "threadId"]);

/**
 * A user id in a trace only as its keyed hash: in `userId` / `user_id` fields (graph state, requests) and wherever
 * LangGraph copies the thread key `<user>/<thread>` (`thread_id`, `threadId`).
 */
function pseudonymousUsers(pseudonym: UserPseudonym): (field: string, text: string) => string {
  return (field, text) => {
    if (USER_FIELDS.has(field)) return pseudonym(text);
    const slash = text.indexOf("/");
    if (THREAD_KEY_FIELDS.has(field) && slash > 0) return `${pseudonym(text.slice(0, slash))}${text.slice(slash)}`;
    return text;
  };
}
