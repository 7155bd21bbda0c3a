export interface TracingConfig {
  enabled: boolean;
  apiKey?: string;
  project: string;
  endpoint: string;
}

/** Replaces personal data in a text; the guardrails' PII redactor is passed in by the caller. */
export type Redactor = (text: string) => string;

export interface TracingLogger {
  warn(obj: object, msg?: string): void;
}

export interface FeedbackInput {
  runId: string;
  key: string;
  score: number;
  comment?: string;
}

export interface GraphRunTracingConfig {
  callbacks?: any[];
  runName?: string;
  runId?: string;
}

export interface Tracing {
  enabled: boolean;
  /** Callbacks + run config for one graph run: root run named "agent.run" with the pre-assigned id. {} when disabled. */
  runConfig(runId: string): GraphRunTracingConfig;
  /** A fresh root run id (uuid) when enabled, null when disabled. */
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
