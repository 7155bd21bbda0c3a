import { createUserPseudonym, type UserPseudonym } from "../auth/user-pseudonym";
import { randomUUID } from "node:crypto";
import { LangChainTracer } from "@langchain/core/tracers/tracer_langchain";
import { createFeedbackSender, flushTraces, TracingDisabledError, type FeedbackInput } from "./feedback";
import { createLangSmithClient, type Redactor, type TracingConfig, type TracingLogger } from "./langsmith-client";

export const ROOT_RUN_NAME = "agent.run";

export interface Tracing {
  enabled: boolean;
  /** Callbacks + run config for one graph run: root run named "agent.run" with the pre-assigned id. {} when disabled. */
  runConfig(runId: string): { callbacks?: LangChainTracer[]; runName?: string; runId?: string };
  /** A fresh root run id (uuid) when enabled and the run is sampled in (TRACER_SAMPLE_RATE), null otherwise. */
  newRunId(): string | null;
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
  runConfig: () => ({}),
  newRunId: () => null,
  feedback: () => Promise.reject(new TracingDisabledError()),
  flush: () => Promise.resolve(),
  close: () => undefined,
};

/**
 * Tracing for graph runs, built only from `config` (LangSmith's own environment variables are ignored).
 * Sends happen in background batches, so a slow or failing tracer never delays or fails a request.
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
  const tracer = new LangChainTracer({
    client,
    projectName: config.project,
    replicas: [], // without it, LANGSMITH_RUNS_ENDPOINTS would add destinations
    _awaitHandler: false, // background callbacks whatever LANGCHAIN_CALLBACKS_BACKGROUND says
  });
  return {
    enabled: true,
    runConfig: (runId) => ({ callbacks: [tracer], runName: ROOT_RUN_NAME, runId }),
    // A sampled-out run is run exactly as with tracing off: no callbacks, no id, no header.
    newRunId: () => (sampleRate >= 1 || random() < sampleRate ? randomUUID() : null),
    feedback: createFeedbackSender(client, config.project, redact, options.feedbackTimeoutMs),
    flush: (timeoutMs) => flushTraces(client, timeoutMs, logger),
    close: stop,
  };
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
