import cors from "cors";
import express from "express";
import type { ClientInfo } from "./contract/responses";
import { errorHandler, notFound } from "./http/errors";
import { agentRoutes } from "./http/routes/agent";
import { feedbackRoutes } from "./http/routes/feedback";
import { operationsRoutes } from "./http/routes/operations";
import { privacyRoutes } from "./http/routes/privacy";
import { webClientRoutes } from "./http/routes/web-client";
import type { Logger } from "./logger";
import type { Metrics } from "./metrics";
import type { AssembledProfile } from "./profiles/profile";

export interface AppDeps {
  logger: Logger;
  metrics: Metrics;
  profile: AssembledProfile;
  heartbeatMs: number;
  corsOrigins: string[];
  /** What the web client at GET / may know: profile and features, nothing secret. */
  info?: ClientInfo;
  inFlight: Set<Promise<unknown>>;
  isDraining: () => boolean;
}

/** The HTTP app from explicit dependencies; tests build it exactly as the service does. */
export function createApp(deps: AppDeps): express.Express {
  const { runner, privacy, feedback, readiness } = deps.profile;
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
  app.use(
    operationsRoutes({
      profile: runner.profile,
      agentRequestSchema: runner.requestSchema,
      metrics: deps.metrics,
      checks: readiness,
      isDraining: deps.isDraining,
    }),
  );
  app.use(agentRoutes({ runner, metrics: deps.metrics, logger: deps.logger, heartbeatMs: deps.heartbeatMs, inFlight: deps.inFlight }));
  if (privacy) app.use(privacyRoutes(privacy));
  if (feedback) app.use(feedbackRoutes(feedback));
  if (deps.info) app.use(webClientRoutes(deps.info));
  app.use(notFound);
  app.use(errorHandler(deps.logger));
  return app;
}
