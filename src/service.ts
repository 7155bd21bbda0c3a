import type { AddressInfo } from "node:net";
import { createApp } from "./app";
import { clientInfoFromConfig } from "./http/client-info";
import type { Config } from "./config";
import { createLogger, type Logger } from "./logger";
import { createMetrics, type Metrics } from "./metrics";
import type { ProfileParts } from "./profiles/profile-parts";
import { createSharedParts, type SharedParts } from "./profiles/shared-parts";
import { ignoreAmbientLangSmithTracing } from "./tracing";

export interface Service {
  url: string;
  metrics: Metrics;
  parts: ProfileParts;
  /** Graceful: stop accepting, let streams finish (bounded), then release resources. */
  close(options?: { drainMs?: number }): Promise<void>;
}

/** Only the running profile's code is loaded. */
const ASSEMBLERS: Record<Config["AGENT_PROFILE"], (shared: SharedParts) => Promise<ProfileParts>> = {
  memory: async (shared) => (await import("./profiles/memory-profile")).assembleMemoryProfile(shared),
  guarded: async (shared) => (await import("./profiles/guarded-profile")).assembleGuardedProfile(shared),
  retrieval: async (shared) => (await import("./profiles/retrieval-profile")).assembleRetrievalProfile(shared),
};

export async function startService(config: Config, options: { logger?: Logger } = {}): Promise<Service> {
  const logger = options.logger ?? createLogger(config.LOG_LEVEL);
  // LangChain would otherwise trace every run, unredacted, wherever LANGSMITH_* points; only TRACER_* counts here.
  const ignored = ignoreAmbientLangSmithTracing(process.env);
  if (ignored.length > 0) logger.warn({ ignored }, "ignoring LangSmith environment variables; tracing is configured with TRACER_*");
  const metrics = createMetrics();
  const shared = createSharedParts(config, logger, metrics);
  const parts = await ASSEMBLERS[config.AGENT_PROFILE](shared);
  const inFlight = new Set<Promise<unknown>>();
  let draining = false;
  const app = createApp({
    logger,
    metrics,
    runner: parts.runner,
    heartbeatMs: config.SSE_HEARTBEAT_MS,
    corsOrigins: config.CORS_ORIGINS.split(",")
      .map((origin) => origin.trim())
      .filter(Boolean),
    memory: parts.memory,
    feedback: parts.feedback,
    info: clientInfoFromConfig(config),
    readiness: parts.readiness,
    inFlight,
    isDraining: () => draining,
  });
  const server = app.listen(config.PORT, config.HOST);
  await new Promise<void>((resolve, reject) => server.once("listening", resolve).once("error", reject));
  const { port } = server.address() as AddressInfo;
  const host = config.HOST === "0.0.0.0" || config.HOST === "::" ? "127.0.0.1" : config.HOST;
  logger.info({ profile: config.AGENT_PROFILE, port }, "service listening");

  return {
    url: `http://${host.includes(":") ? `[${host}]` : host}:${port}`,
    metrics,
    parts,
    async close({ drainMs = 10_000 } = {}) {
      draining = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      await withinMs(Promise.allSettled([...inFlight]), drainMs);
      server.closeAllConnections();
      await closed;
      await parts.close();
    },
  };
}

function withinMs(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([promise.then(() => undefined), new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]).finally(() =>
    clearTimeout(timer),
  );
}
