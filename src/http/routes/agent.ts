import { Router, json, type RequestHandler } from "express";
import { events } from "../../contract/events";
import type { Logger } from "../../logger";
import type { Metrics } from "../../metrics";
import type { ProfileRunner } from "../../profiles/profile";
import { authenticatedUser } from "../auth";
import { parseOr400, requireJson } from "../errors";
import { SseWriter } from "../sse";

export interface AgentRouteDeps {
  runner: ProfileRunner;
  metrics: Metrics;
  logger: Logger;
  heartbeatMs: number;
  /** Streams in flight, so shutdown can wait for them. */
  inFlight: Set<Promise<unknown>>;
  /** True once shutdown began: new runs are refused with 503. */
  isDraining: () => boolean;
  /** Aborts (reason: ServiceShutdown) when the shutdown grace period is over: runs still going are stopped. */
  shutdownSignal?: AbortSignal;
}

/**
 * POST /agent/run: validate, open the SSE stream, run the profile, abort everything if the client leaves. While the
 * service drains, new runs get 503; when its grace period is over, the runs still going are stopped with their
 * shutdown reason (they end with `error` + `done`).
 */
export function agentRoutes(deps: AgentRouteDeps): Router {
  const router = Router();
  router.post("/agent/run", refuseWhileDraining(deps.isDraining), requireJson, json({ limit: "32kb" }), async (req, res) => {
    const request: unknown = parseOr400(deps.runner.requestSchema, asCaller(req.body, authenticatedUser(res)), "invalid request body");
    const prepared = deps.runner.prepare(request);
    const controller = new AbortController();
    res.on("close", () => {
      if (!res.writableFinished) controller.abort();
    });
    const shutdown = deps.shutdownSignal;
    const stopForShutdown = () => controller.abort(shutdown?.reason);
    if (shutdown?.aborted) stopForShutdown();
    else shutdown?.addEventListener("abort", stopForShutdown, { once: true });
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
