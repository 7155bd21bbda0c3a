import { Router, json, type RequestHandler } from "express";
import { events } from "../../contract/events";
import type { Logger } from "../../logger";
import type { Metrics } from "../../metrics";
import type { ProfileRunner } from "../../profiles/profile";
import { authenticatedUser } from "../auth";
import { HttpError, parseOr400, requireJson } from "../errors";
import { ThreadBusyError } from "../../memory/short-term/thread-locks";
import { stoppedByShutdown } from "../../profiles/service-shutdown";
import { SseWriter } from "../sse";
import { clientKey } from "../traffic/client-key";
import { limitConcurrentRuns, runSlotOf, type ConcurrencyGate } from "../traffic/concurrency";
import type { RunRateLimiter } from "../traffic/rate-limit";

export interface AgentRouteDeps {
  runner: ProfileRunner;
  metrics: Metrics;
  logger: Logger;
  heartbeatMs: number;
  /** Streams in flight, so shutdown can wait for them. */
  inFlight: Set<Promise<unknown>>;
  /** RATE_LIMIT_RUNS_PER_MINUTE and MAX_CONCURRENT_RUNS; each absent when off. */
  traffic?: { rateLimit?: RunRateLimiter; concurrency?: ConcurrencyGate };
  /** True once shutdown began: new runs are refused with 503. */
  isDraining: () => boolean;
  /** Aborts (reason: ServiceShutdown) when the shutdown grace period is over: runs still going are stopped. */
  shutdownSignal?: AbortSignal;
}

/**
 * POST /agent/run: admit (draining 503 → concurrency 503 → body 400 → rate limit 429 → thread busy 409), open the SSE
 * stream, run the profile, abort everything if the client leaves. Nothing reaches the model before every admission
 * step has passed. When the shutdown grace period is over, the runs still going are stopped with their shutdown
 * reason (they end with `error` + `done`); one still waiting for its thread gets 503.
 */
export function agentRoutes(deps: AgentRouteDeps): Router {
  const router = Router();
  const { rateLimit, concurrency } = deps.traffic ?? {};
  const admission = concurrency ? [limitConcurrentRuns(concurrency, deps.metrics)] : [];
  router.post("/agent/run", refuseWhileDraining(deps.isDraining), ...admission, requireJson, json({ limit: "32kb" }), async (req, res) => {
    const request: unknown = parseOr400(deps.runner.requestSchema, asCaller(req.body, authenticatedUser(res)), "invalid request body");
    const ticket = await rateLimit?.admit(clientKey(req, res, request));
    const controller = new AbortController();
    res.on("close", () => {
      if (!res.writableFinished) controller.abort();
    });
    const shutdown = deps.shutdownSignal;
    const stopForShutdown = () => controller.abort(shutdown?.reason);
    if (shutdown?.aborted) stopForShutdown();
    else shutdown?.addEventListener("abort", stopForShutdown, { once: true });
    let prepared: ReturnType<ProfileRunner["prepare"]>;
    try {
      // The steps after the rate limit: a refusal here (409 thread busy, a client gone while it waited for its
      // thread, a failed preparation) gives the run's point back.
      prepared = deps.runner.prepare(request);
      await prepared.admit(controller.signal);
    } catch (error) {
      shutdown?.removeEventListener("abort", stopForShutdown);
      await ticket?.refund();
      if (!(error instanceof ThreadBusyError)) throw error;
      if (stoppedByShutdown(controller.signal)) throw new HttpError(503, { detail: "shutting down" });
      if (controller.signal.aborted) return; // the client left while waiting
      throw new HttpError(409, { detail: "thread busy" });
    }
    const sse = new SseWriter(res);
    sse.open(prepared.headers);
    if (deps.runner.heartbeats) sse.startHeartbeat(deps.heartbeatMs);

    const startedAt = performance.now();
    const running = prepared
      .execute((event) => sse.send(event), controller.signal)
      .catch(() => {
        // A runner must not throw; if one does, the client still gets a safe ending.
        sse.send(events.error({ detail: "internal error" }));
        sse.send(events.done());
        return "error" as const;
      });
    deps.inFlight.add(running);
    runSlotOf(res)?.hold(running);
    try {
      const outcome = await running;
      const labels = { profile: deps.runner.profile, outcome };
      const seconds = (performance.now() - startedAt) / 1000;
      deps.metrics.runs.inc(labels);
      deps.metrics.runDuration.observe(labels, seconds);
      deps.logger.info({ ...labels, ms: Math.round(seconds * 1000) }, "run finished");
    } finally {
      shutdown?.removeEventListener("abort", stopForShutdown);
      deps.inFlight.delete(running);
      sse.end();
    }
  });
  return router;
}

/** `Connection: close` sends the client (a load balancer) to another replica for its next request. */
function refuseWhileDraining(isDraining: () => boolean): RequestHandler {
  return (_req, res, next) => {
    if (!isDraining()) return next();
    res.status(503).set("connection", "close").json({ detail: "shutting down" });
  };
}

/** In jwt mode the token's user replaces any `user_id` in the body (no error: the client's value is ignored). */
function asCaller(body: unknown, caller: string | undefined): unknown {
  if (caller === undefined || body === null || typeof body !== "object" || Array.isArray(body)) return body;
  return { ...body, user_id: caller };
}
