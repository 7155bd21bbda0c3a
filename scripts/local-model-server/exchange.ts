import type { IncomingMessage, ServerResponse } from "node:http";

/** One request/response pair as the endpoint handlers see it. */
export interface Exchange {
  req: IncomingMessage;
  res: ServerResponse;
  /** Parsed JSON body (raw text if not JSON, undefined if empty). */
  body: unknown;
  /** Aborted when the connection closes: the client left or the server is shutting down. */
  signal: AbortSignal;
  /** Destroys the connection on purpose (a scripted drop, not recorded as a client disconnect). */
  drop(): void;
}
