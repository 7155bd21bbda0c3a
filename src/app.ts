import cors from "cors";
import express from "express";
import type { Logger } from "./logger";
import type { Metrics } from "./metrics";
import type { ProfileRunner } from "./runs/profile-runner";
import { errorHandler, notFound } from "./http/errors";
import { agentRoutes } from "./http/routes/agent";
import type { ClientInfo } from "./http/client-info";
import { feedbackRoutes, type FeedbackSink } from "./http/routes/feedback";
import { healthRoutes, type ReadinessCheck } from "./http/routes/health";
import { memoryRoutes, type MemoryRouteDeps } from "./http/routes/memory";
import { metricsRoutes } from "./http/routes/metrics";
import { openApiRoutes } from "./http/routes/openapi";
import { webClientRoutes } from "./http/routes/web-client";

export interface AppDeps {
  logger: Logger;
  metrics: Metrics;
  runner: ProfileRunner<any>;
  heartbeatMs: number;
  corsOrigins: string[];
  /** Privacy endpoints; absent in the retrieval profile. */
  memory?: MemoryRouteDeps;
  /** POST /feedback; guarded profile only. */
  feedback?: FeedbackSink;
  /** What the web client at GET / may know: profile and features, nothing secret. */
  info?: ClientInfo;
  readiness: Record<string, ReadinessCheck>;
  inFlight: Set<Promise<unknown>>;
  isDraining: () => boolean;
}

/** The HTTP app from explicit dependencies; tests build it exactly as main.ts does. */
export function createApp(deps: AppDeps): express.Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("query parser", "simple");
  app.use(
    cors({
      origin: deps.corsOrigins.includes("*") ? true : deps.corsOrigins,
      methods: ["GET", "POST", "DELETE", "OPTIONS"],
      exposedHeaders: ["x-tracer-run-id"],
    }),
  );
  app.use(healthRoutes({ checks: deps.readiness, isDraining: deps.isDraining }));
  app.use(metricsRoutes(deps.metrics));
  app.use(
    agentRoutes({
      runner: deps.runner,
      metrics: deps.metrics,
      logger: deps.logger,
      heartbeatMs: deps.heartbeatMs,
      inFlight: deps.inFlight,
    }),
  );
  if (deps.memory) app.use(memoryRoutes(deps.memory));
  if (deps.feedback) app.use(feedbackRoutes(deps.feedback));
  app.use(openApiRoutes(deps.runner.profile, { agentRequestSchema: deps.runner.requestSchema }));
  if (deps.info) app.use(webClientRoutes(deps.info));
  app.use(notFound);
  app.use(errorHandler(deps.logger));
  return app;
}
