import { createServer, type RequestListener, type Server } from "node:http";

export interface ServerTimeouts {
  /** The request line and headers must arrive within this (slowloris). */
  headersTimeout: number;
  /** The whole request, body included, must arrive within this; it does not bound the response (SSE streams). */
  requestTimeout: number;
  /** Idle keep-alive sockets close after this; above common load balancers' 60 s, so they close first. */
  keepAliveTimeout: number;
  /** How often Node checks the two timeouts above (its default, 30 s, would let them overrun by up to that). */
  connectionsCheckingInterval: number;
}

export const SERVER_TIMEOUTS: Readonly<ServerTimeouts> = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 65_000,
  connectionsCheckingInterval: 1_000,
};

/** The service's HTTP server: slow or idle clients cannot hold sockets open indefinitely. */
export function createHttpServer(app: RequestListener, overrides: Partial<ServerTimeouts> = {}): Server {
  return createServer({ ...SERVER_TIMEOUTS, ...overrides }, app);
}
