import { Router } from "express";
import type { Metrics } from "../../metrics";

export function metricsRoutes(metrics: Metrics): Router {
  const router = Router();
  router.get("/metrics", async (_req, res) => {
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
  return router;
}
