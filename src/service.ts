import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createApp } from "./app";
import { createTokenVerifier, type TokenSettings } from "./auth/verify-token";
import { usesDataDir, type Config } from "./config";
import { shutDownGracefully } from "./graceful-shutdown";
import { clientInfoFromConfig } from "./http/routes/web-client";
import { createHttpServer, type ServerTimeouts } from "./http/traffic/server-timeouts";
import { createTrafficControl } from "./http/traffic/traffic-control";
import { lockDataDir, type DataDirLock } from "./lib/data-dir-lock";
import { useLeanRunnableContext } from "./lib/lean-runnable-context";
import { createLogger, type Logger } from "./logger";
import { createMetrics, type Metrics } from "./metrics";
import type { AssembledProfile } from "./profiles/profile";
import { createServiceDeps, type ServiceDeps } from "./profiles/service-deps";
import { ServiceShutdown } from "./profiles/service-shutdown";
import { ignoreAmbientLangSmithTracing } from "./tracing/tracing";

export interface Service {
  url: string;
  metrics: Metrics;
  profile: AssembledProfile;
  /** The listening HTTP server (its timeouts are the ones in force). */
  server: Server;
  /**
   * Graceful shutdown (see shutDownGracefully): drain, let streams finish within `graceMs` (default
   * SHUTDOWN_GRACE_MS), stop the rest with an error, then release everything. Calling it again returns the same promise.
   */
  close(options?: { graceMs?: number }): Promise<void>;
}

/** Only the running profile's code is loaded. */
const ASSEMBLERS: Record<Config["AGENT_PROFILE"], (service: ServiceDeps) => Promise<AssembledProfile>> = {
  memory: async (service) => (await import("./profiles/memory/memory-profile")).assembleMemoryProfile(service),
  guarded: async (service) => (await import("./profiles/guarded/guarded-profile")).assembleGuardedProfile(service),
  retrieval: async (service) => (await import("./profiles/retrieval/retrieval-profile")).assembleRetrievalProfile(service),
};

export interface ServiceOptions {
  logger?: Logger;
  /** Tests shorten the server timeouts; production uses SERVER_TIMEOUTS. */
  serverTimeouts?: Partial<ServerTimeouts>;
  /** Tests sharing one Redis keep their rate-limit counts apart. */
  rateLimitKeyPrefix?: string;
}

/** config → dependencies → profile → app → listening server. */
export async function startService(config: Config, options: ServiceOptions = {}): Promise<Service> {
  const logger = options.logger ?? createLogger(config.LOG_LEVEL);
  // LangChain would otherwise trace every run, unredacted, wherever LANGSMITH_* points; only TRACER_* counts here.
  const ignored = ignoreAmbientLangSmithTracing(process.env);
  if (ignored.length > 0) logger.warn({ ignored }, "ignoring LangSmith environment variables; tracing is configured with TRACER_*");
  useLeanRunnableContext();
  const metrics = createMetrics();
  if (!config.TRACE_USER_HASH_KEY)
    logger.warn("TRACE_USER_HASH_KEY is not set: user ids in traces and audit logs are hashed with a key for this process only");
  const dataDirLock = usesDataDir(config) ? lockDataDir(config.DATA_DIR) : undefined;
  try {
    return await assembleAndListen(config, options, logger, metrics, dataDirLock);
  } catch (error) {
    dataDirLock?.release();
    throw error;
  }
}

async function assembleAndListen(
  config: Config,
  options: ServiceOptions,
  logger: Logger,
  metrics: Metrics,
  dataDirLock: DataDirLock | undefined,
): Promise<Service> {
  const deps = createServiceDeps(config, logger, metrics);
  const profile = await ASSEMBLERS[config.AGENT_PROFILE](deps);
  const traffic = await createTrafficControl(config, { logger, metrics, keyPrefix: options.rateLimitKeyPrefix });
  const inFlight = new Set<Promise<unknown>>();
  let draining = false;
  const shutdown = new AbortController();
  const app = createApp({
    logger,
    metrics,
    profile,
    heartbeatMs: config.SSE_HEARTBEAT_MS,
    corsOrigins: config.CORS_ORIGINS.split(",")
      .map((origin) => origin.trim())
      .filter(Boolean),
    info: clientInfoFromConfig(config),
    inFlight,
    isDraining: () => draining,
    shutdownSignal: shutdown.signal,
    verifyToken: config.AUTH_MODE === "jwt" ? createTokenVerifier(tokenSettings(config)) : undefined,
    metricsToken: config.METRICS_TOKEN,
    pseudonym: deps.pseudonym,
    traffic,
    trustProxy: config.TRUST_PROXY,
  });
  const server = createHttpServer(app, options.serverTimeouts).listen(config.PORT, config.HOST);
  await new Promise<void>((resolve, reject) => server.once("listening", resolve).once("error", reject));
  const { port } = server.address() as AddressInfo;
  const host = config.HOST === "0.0.0.0" || config.HOST === "::" ? "127.0.0.1" : config.HOST;
  logger.info({ profile: config.AGENT_PROFILE, port }, "service listening");

  let closing: Promise<void> | undefined;
  return {
    url: `http://${host.includes(":") ? `[${host}]` : host}:${port}`,
    metrics,
    profile,
    server,
    close({ graceMs = config.SHUTDOWN_GRACE_MS } = {}) {
      closing ??= shutDownGracefully(
        {
          server,
          inFlight,
          startDraining: () => {
            draining = true;
            logger.info({ runs: inFlight.size, graceMs }, "draining");
          },
          stopRuns: () => {
            logger.warn({ runs: inFlight.size }, "shutdown grace period over: stopping the runs still going");
            shutdown.abort(new ServiceShutdown());
          },
          release: async () => {
            try {
              await profile.close();
              await traffic.close();
            } finally {
              dataDirLock?.release();
            }
          },
        },
        graceMs,
      );
      return closing;
    },
  };
}

/** Embedded PGlite (no DB_ADDON_URI) and the local vector index live under DATA_DIR: one process at a time. */
function tokenSettings(config: Config): TokenSettings {
  return {
    jwksUrl: config.AUTH_JWKS_URL,
    secret: config.AUTH_JWT_SECRET,
    issuer: config.AUTH_ISSUER,
    audience: config.AUTH_AUDIENCE,
    userClaim: config.AUTH_USER_CLAIM,
  };
}
