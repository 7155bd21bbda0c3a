import { randomUUID } from "node:crypto";
import { LangChainTracer } from "@langchain/core/tracers/tracer_langchain";
import { disabledTracing } from "./disabled-tracing";
import { createFeedbackSender, FEEDBACK_TIMEOUT_MS } from "./feedback-sender";
import { flushTraces } from "./flush-traces";
import { createLangSmithClient } from "./langsmith-client";
import type { Redactor, Tracing, TracingConfig, TracingLogger } from "./types";

export const ROOT_RUN_NAME = "agent.run";

export interface TracingOptions {
  /** How long feedback may take before it fails with TracerUnavailableError (default 5000 ms). */
  feedbackTimeoutMs?: number;
}

/**
 * Tracing for graph runs, built only from `config` (LangSmith's own environment variables are ignored).
 * Sends happen in background batches, so a slow or failing tracer never delays or fails a request.
 */
export function createTracing(config: TracingConfig, redact: Redactor, logger?: TracingLogger, options: TracingOptions = {}): Tracing {
  if (!config.enabled) return disabledTracing;
  const { client, stop } = createLangSmithClient(config, redact, logger);
  const tracer = new LangChainTracer({
    client,
    projectName: config.project,
    replicas: [], // without it, LANGSMITH_RUNS_ENDPOINTS would add destinations
    _awaitHandler: false, // background callbacks whatever LANGCHAIN_CALLBACKS_BACKGROUND says
  });
  return {
    enabled: true,
    runConfig: (runId) => ({ callbacks: [tracer], runName: ROOT_RUN_NAME, runId }),
    newRunId: () => randomUUID(),
    feedback: createFeedbackSender(client, config.project, redact, options.feedbackTimeoutMs ?? FEEDBACK_TIMEOUT_MS),
    flush: (timeoutMs) => flushTraces(client, timeoutMs, logger),
    close: stop,
  };
}
