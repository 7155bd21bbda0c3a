import cors from "cors";
import express from "express";
import { createUserPseudonym, type UserPseudonym } from "./auth/user-pseudonym";
import type { ClientInfo } from "./contract/responses";
import { auditPrivacy } from "./http/audit";
import { requireStaticToken, requireUser } from "./http/auth";
import { errorHandler, notFound } from "./http/errors";
import { assignRequestId } from "./http/request-id";
import { agentRoutes } from "./http/routes/agent";
import { feedbackRoutes } from "./http/routes/feedback";
import { operationsRoutes } from "./http/routes/operations";
import { privacyRoutes } from "./http/routes/privacy";
import { webClientRoutes } from "./http/routes/web-client";
import type { TrafficControl } from "./http/traffic/traffic-control";
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
  /** Aborts when the shutdown grace period is over; runs still going then end with `error` + `done`. */
  shutdownSignal?: AbortSignal;
  /** jwt mode: verifies a bearer token and returns its user; absent in none mode. */
  verifyToken?: (token: string) => Promise<string>;
  /** When set, `/metrics` needs `Authorization: Bearer <metricsToken>`. */
  metricsToken?: string;
  /** How user ids appear in the audit log (default: a keyed hash with a key for this process). */
  pseudonym?: UserPseudonym;
  /** Rate and concurrency limits of POST /agent/run (absent: none). */
  traffic?: Pick<TrafficControl, "rateLimit" | "concurrency">;
  /** Express's "trust proxy" (TRUST_PROXY): which hops may set X-Forwarded-For, so `req.ip` is the real client. */
  trustProxy?: boolean | number | string;
}

/** Paths that act for a user: in jwt mode they need a verified token. */
const USER_PATHS = ["/agent/run", "/memory", "/threads", "/feedback"];
const PRIVACY_PATHS = ["/memory", "/threads"];

/** The HTTP app from explicit dependencies; tests build it exactly as the service does. */
export function createApp(deps: AppDeps): express.Express {
  const { runner, privacy, feedback, readiness } = deps.profile;
  const app = express();
  app.disable("x-powered-by");
  app.set("query parser", "simple");
  app.set("trust proxy", deps.trustProxy ?? false);
  app.use(assignRequestId);
  app.use(
    cors({
      origin: deps.corsOrigins.includes("*") ? true : deps.corsOrigins,
      methods: ["GET", "POST", "DELETE", "OPTIONS"],
      exposedHeaders: ["x-tracer-run-id", "x-request-id"],
    }),
  );
  if (deps.metricsToken) app.use("/metrics", requireStaticToken(deps.metricsToken));
  if (privacy) app.use(PRIVACY_PATHS, auditPrivacy(deps.logger, deps.pseudonym ?? createUserPseudonym(undefined)));
  if (deps.verifyToken) app.use(USER_PATHS, requireUser(deps.verifyToken));
  app.use(
    operationsRoutes({
      profile: runner.profile,
      agentRequestSchema: runner.requestSchema,
      metrics: deps.metrics,
      checks: readiness,
      isDraining: deps.isDraining,
      security: { jwt: deps.verifyToken !== undefined, metricsToken: deps.metricsToken !== undefined },
      limits: { rateLimit: deps.traffic?.rateLimit !== undefined, concurrency: deps.traffic?.concurrency !== undefined },
    }),
  );
  app.use(
    agentRoutes({
      runner,
      metrics: deps.metrics,
      logger: deps.logger,
      heartbeatMs: deps.heartbeatMs,
      inFlight: deps.inFlight,
      traffic: deps.traffic,
      isDraining: deps.isDraining,
      shutdownSignal: deps.shutdownSignal,
    }),
  );
  if (privacy) app.use(privacyRoutes(privacy));
  if (feedback) app.use(feedbackRoutes(feedback));
  if (deps.info) app.use(webClientRoutes(deps.info));
  app.use(notFound);
  app.use(errorHandler(deps.logger));
  return app;
}
