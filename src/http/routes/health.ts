import { Router } from "express";

export type ReadinessCheck = () => Promise<void>;

export interface HealthRouteDeps {
  checks: Record<string, ReadinessCheck>;
  isDraining: () => boolean;
  checkTimeoutMs?: number;
}

/** /healthz: the process is alive. /readyz: every dependency answers within the bound, and we are not draining. */
export function healthRoutes(deps: HealthRouteDeps): Router {
  const router = Router();
  router.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  router.get("/readyz", async (_req, res) => {
    const timeoutMs = deps.checkTimeoutMs ?? 2000;
    const entries = await Promise.all(
      Object.entries(deps.checks).map(async ([name, check]) => [name, (await settleWithin(check, timeoutMs)) ? "ok" : "error"] as const),
    );
    const checks: Record<string, string> = Object.fromEntries(entries);
    if (deps.isDraining()) checks.shutdown = "draining";
    const ready = Object.values(checks).every((state) => state === "ok");
    res.status(ready ? 200 : 503).json({ status: ready ? "ready" : "not_ready", checks });
  });
  return router;
}

async function settleWithin(check: ReadinessCheck, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  try {
    return await Promise.race([
      check().then(
        () => true,
        () => false,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
