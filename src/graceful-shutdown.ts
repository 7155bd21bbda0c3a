import type { Server } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";

/** What shutting down acts on. */
export interface ShutdownTarget {
  server: Server;
  /** Streams in flight (the agent route adds and removes them). */
  inFlight: Set<Promise<unknown>>;
  /** From now on `/readyz` and new runs answer 503. */
  startDraining(): void;
  /** Stops the runs still going: each gets `error` + `done`, its graph run aborted. */
  stopRuns(): void;
  /** Flushes traces, closes databases, releases DATA_DIR. */
  release(): Promise<void>;
}

/** How long stopped runs get to send their last events, and idle connections to close, before sockets are cut. */
const FINAL_WRITES_MS = 5000;

/**
 * Graceful shutdown (SIGTERM/SIGINT, or a test's `service.close()`):
 * 1. drain: `/readyz` 503 so the load balancer deregisters us, new runs 503 "shutting down". The listener stays
 *    open meanwhile, so requests the load balancer still routes here get that clear 503 rather than a refused
 *    connection;
 * 2. running streams finish normally, for up to `graceMs`;
 * 3. those still going are stopped: `error{"detail": "service shutting down"}` then `done`, nothing persisted;
 * 4. stop listening and close every connection;
 * 5. release resources (traces flushed, databases closed, DATA_DIR unlocked).
 */
export async function shutDownGracefully(target: ShutdownTarget, graceMs: number): Promise<void> {
  target.startDraining();
  if (!(await runsFinished(target.inFlight, graceMs))) {
    target.stopRuns();
    await runsFinished(target.inFlight, FINAL_WRITES_MS);
  }
  await closeServer(target.server);
  await target.release();
}

/** Waits until no run is in flight (runs accepted just before draining began are waited for too), or `ms` passed. */
async function runsFinished(inFlight: Set<Promise<unknown>>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (inFlight.size > 0) {
    const left = deadline - Date.now();
    if (left <= 0) return false;
    const timer = new AbortController();
    await Promise.race([Promise.allSettled([...inFlight]), sleep(left, undefined, { signal: timer.signal }).catch(() => undefined)]);
    timer.abort();
  }
  return true;
}

async function closeServer(server: Server): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const cut = setTimeout(() => server.closeAllConnections(), FINAL_WRITES_MS);
  await closed;
  clearTimeout(cut);
}
