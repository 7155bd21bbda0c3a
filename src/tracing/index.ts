export { createTracing, ROOT_RUN_NAME, type TracingOptions } from "./create-tracing";
export { AMBIENT_TRACING_VARIABLES, ignoreAmbientLangSmithTracing } from "./ambient-langsmith-tracing";
export { TracerUnavailableError, TracingDisabledError } from "./errors";
export { FEEDBACK_TIMEOUT_MS } from "./feedback-sender";
export type { FeedbackInput, GraphRunTracingConfig, Redactor, Tracing, TracingConfig, TracingLogger } from "./types";
