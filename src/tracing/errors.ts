/** The tracer failed, refused, or did not answer in time. */
export class TracerUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "TracerUnavailableError";
  }
}

/** Feedback was sent while tracing is off (callers should check `tracing.enabled` first). */
export class TracingDisabledError extends Error {
  constructor() {
    super("tracing is disabled");
    this.name = "TracingDisabledError";
  }
}
