import { Router } from "express";
import type { z } from "zod";
import type { Profile } from "../../contract/events";
import { buildOpenApiDocument, type ApiLimits, type ApiSecurity } from "../../contract/openapi";
import { withTimeout } from "../../lib/with-timeout";
import type { Metrics } from "../../metrics";
import type { ReadinessCheck } from "../../profiles/profile";

export interface OperationsDeps {
  profile: Profile;
  /** The schema that validates `/agent/run` in the running service (`runner.requestSchema`), for the OpenAPI document. */
  agentRequestSchema: z.ZodType;
  metrics: Metrics;
  checks: Record<string, ReadinessCheck>;
  isDraining: () => boolean;
  checkTimeoutMs?: number;
  security?: ApiSecurity;
  limits?: ApiLimits;
}

/**
 * The endpoints an operator or a load balancer uses: /healthz (the process is alive), /readyz (every dependency
 * answers within the bound, and we are not draining), /metrics (Prometheus) and /openapi.json (built once).
 */
export function operationsRoutes(deps: OperationsDeps): Router {
  const router = Router();
  const document = buildOpenApiDocument(deps.profile, deps.agentRequestSchema, deps.security, deps.limits);

  router.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });

  router.get("/readyz", async (_req, res) => {
    const timeoutMs = deps.checkTimeoutMs ?? 2000;
    const entries = await Promise.all(
      Object.entries(deps.checks).map(async ([name, check]) => {
        const ok = await withTimeout(check(), timeoutMs).then(
          () => true,
          () => false,
        );
        return [name, ok ? "ok" : "error"] as const;
      }),
    );
    const checks: Record<string, string> = Object.fromEntries(entries);
    if (deps.isDraining()) checks.shutdown = "draining";
    const ready = Object.values(checks).every((state) => state === "ok");
    res.status(ready ? 200 : 503).json({ status: ready ? "ready" : "not_ready", checks });
  });

  router.get("/metrics", async (_req, res) => {
    res.type(deps.metrics.registry.contentType).send(await deps.metrics.registry.metrics());
  });

  router.get("/openapi.json", (_req, res) => {
    res.json(document);
  });

  return router;
}
