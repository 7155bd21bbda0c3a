import { createUserPseudonym, type UserPseudonym } from "../auth/user-pseudonym";
import type { Client } from "langsmith";
import { createFeedbackSender, flushTraces, TracingDisabledError, type FeedbackInput } from "./feedback";
import { createLangSmithClient, type Redactor, type TracingConfig, type TracingLogger } from "./langsmith-client";
import { HandOver } from "./hand-over";
import { RunTrace, type SpanRecord } from "./run-trace";

export const ROOT_RUN_NAME = "agent.run";

export interface Tracing {
  enabled: boolean;
  /**
   * Opens the span tree of one run (root span "agent.run", its id the run id given to the client), or null when
   * tracing is off or the run is sampled out (TRACER_SAMPLE_RATE). `inputs` and `metadata` are redacted on sending.
   */
  startRun(inputs: Record<string, unknown>, metadata?: Record<string, unknown>): RunTrace | null;
  /** Ends the root span and hands the whole tree to the send queue (batched, off the request path). */
  endRun(trace: RunTrace, outputs: Record<string, unknown>, error?: unknown): void;
  /** Rejects with TracerUnavailableError when the tracer fails or does not answer in time (5 s by default). */
  feedback(input: FeedbackInput): Promise<void>;
  /** Sends what is queued, waiting at most `timeoutMs`; never throws. */
  flush(timeoutMs: number): Promise<void>;
  /**
   * Stops talking to the tracer: requests in flight are aborted and nothing more is sent. Call after `flush` at
   * shutdown, and in tests, so that retries against a failing tracer do not outlive them.
   */
  close(): void;
}

const disabledTracing: Tracing = {
  enabled: false,
  startRun: () => null,
  endRun: () => undefined,
  feedback: () => Promise.reject(new TracingDisabledError()),
  flush: () => Promise.resolve(),
  close: () => undefined,
};

/**
 * Tracing for graph runs, built only from `config` (LangSmith's own environment variables are ignored). A run's
 * spans are collected in process and sent as one tree when it ends, in background batches, so a slow or failing
 * tracer never delays or fails a request (a full send queue drops runs and counts them).
 */
export function createTracing(
  config: TracingConfig,
  redact: Redactor,
  logger?: TracingLogger,
  options: {
    feedbackTimeoutMs?: number;
    pseudonym?: UserPseudonym;
    /** Called for every run dropped because the send queue is full (the `tracer_dropped_total` counter). */
    onDropped?: () => void;
    /** Bound of the send queue in bytes (default 64 MiB). */
    maxQueuedBytes?: number;
    /** Source of randomness for sampling (tests). */
    random?: () => number;
  } = {},
): Tracing {
  if (!config.enabled) return disabledTracing;
  const { client, stop } = createLangSmithClient(config, redact, options.pseudonym ?? createUserPseudonym(undefined), logger, {
    maxBytes: options.maxQueuedBytes,
    onDropped: options.onDropped,
  });
  const sampleRate = config.sampleRate ?? 1;
  const random = options.random ?? Math.random;
  const handOver = new HandOver((spans) => {
    for (const span of spans) send(client, config.project, span, logger);
  });
  return {
    enabled: true,
    // A sampled-out run is run exactly as with tracing off: no spans, no id, no header.
    startRun: (inputs, metadata = {}) => (sampleRate >= 1 || random() < sampleRate ? new RunTrace(ROOT_RUN_NAME, inputs, metadata) : null),
    endRun(trace, outputs, error) {
      if (trace.ended) return;
      trace.root.end(outputs);
      if (error !== undefined) trace.root.fail(error);
      handOver.add(trace.finished());
    },
    feedback: createFeedbackSender(
      client,
      config.project,
      redact,
      () => {
        handOver.now();
        return client.awaitPendingTraceBatches();
      },
      options.feedbackTimeoutMs,
    ),
    flush: (timeoutMs) => {
      handOver.now();
      return flushTraces(client, timeoutMs, logger);
    },
    close: () => {
      handOver.drop();
      stop();
    },
  };
}

/** Queues one complete span; the client redacts it (its masks) and batches it with the others. */
function send(client: Client, project: string, span: SpanRecord, logger?: TracingLogger): void {
  client.createRun({ ...span, project_name: project }).catch((error: unknown) => {
    logger?.warn({ err: error instanceof Error ? error.message : String(error) }, "trace not queued");
  });
}

/**
 * The variables with which LangChain traces every run on its own, to LangSmith's environment-configured endpoint,
 * with no redaction. Tracing here is configured only through TRACER_*, so these must not take effect.
 */
const AMBIENT_TRACING_VARIABLES = ["LANGSMITH_TRACING", "LANGSMITH_TRACING_V2", "LANGCHAIN_TRACING", "LANGCHAIN_TRACING_V2"] as const;

/**
 * Removes the ambient tracing switches from `env` (call once at start-up, before any graph runs) and returns the
 * names it removed, so the caller can warn about them. The tracing module's own client ignores these anyway; this
 * stops LangChain from adding a second, unredacted tracer when tracing is off.
 */
export function ignoreAmbientLangSmithTracing(env: NodeJS.ProcessEnv): string[] {
  const removed = AMBIENT_TRACING_VARIABLES.filter((name) => env[name] !== undefined);
  for (const name of removed) delete env[name];
  return removed;
}
