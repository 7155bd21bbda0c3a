/** The `error.detail` of a run still going when the shutdown grace period ran out. */
export const SHUTDOWN_DETAIL = "service shutting down";

/**
 * The abort reason of a run stopped because the service is shutting down. Unlike a client that went away (any other
 * reason), the client is still listening: the run tells it why, then ends with `done`.
 */
export class ServiceShutdown extends Error {
  constructor() {
    super(SHUTDOWN_DETAIL);
    this.name = "ServiceShutdown";
  }
}

export function stoppedByShutdown(signal: AbortSignal): boolean {
  return signal.aborted && signal.reason instanceof ServiceShutdown;
}
