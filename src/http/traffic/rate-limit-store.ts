import { Redis } from "ioredis";
import { Pool } from "pg";
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRedis } from "rate-limiter-flexible";
import type { Logger } from "../../logger";
import type { PointStore } from "./rate-limit";

export interface PointStoreSettings {
  runsPerMinute: number;
  redisUrl?: string;
  postgresUrl?: string;
  /** Keeps several services (or test runs) on one Redis apart. */
  keyPrefix: string;
}

/** What every store is built with: `points` runs per `duration` seconds per key. */
interface WindowOptions {
  points: number;
  duration: number;
  keyPrefix: string;
}

interface OpenedStore {
  store: PointStore;
  kind: "redis" | "postgres" | "memory";
  close(): Promise<void>;
}

const WINDOW_SECONDS = 60;
const TABLE = "rate_limit_runs";
const PURGE_EVERY_MS = 5 * 60_000;

/**
 * Where run counts live, so the limit holds across replicas: Redis when REDIS_URL is set, else the service's
 * PostgreSQL server (DB_ADDON_URI), else this process's memory (embedded PGlite or MEMORY_BACKEND=memory: one
 * process). Each is a fixed 60 s window that starts with a key's first counted run.
 */
export async function openPointStore(settings: PointStoreSettings, logger: Logger): Promise<OpenedStore> {
  const base: WindowOptions = { points: settings.runsPerMinute, duration: WINDOW_SECONDS, keyPrefix: settings.keyPrefix };
  if (settings.redisUrl) return openRedisStore(settings.redisUrl, base, logger);
  if (settings.postgresUrl) return openPostgresStore(settings.postgresUrl, base, logger);
  return { store: new RateLimiterMemory(base), kind: "memory", close: () => Promise.resolve() };
}

async function openRedisStore(url: string, base: WindowOptions, logger: Logger): Promise<OpenedStore> {
  // No offline queue, no retries: while Redis is away a command fails at once (fail open) instead of counting later.
  const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 0, connectTimeout: 2000, disconnectTimeout: 500 });
  let healthy = true;
  client.on("error", (error: Error) => {
    if (healthy)
      logger.warn({ err: { type: error.constructor.name } }, "rate limiter lost Redis; runs are admitted unchecked until it returns");
    healthy = false;
  });
  client.on("ready", () => (healthy = true));
  await new Promise<void>((resolve) => {
    client.once("ready", resolve);
    client.once("error", () => resolve());
  });
  return {
    store: new RateLimiterRedis({ ...base, storeClient: client }),
    kind: "redis",
    close() {
      client.disconnect();
      return Promise.resolve();
    },
  };
}

async function openPostgresStore(url: string, base: WindowOptions, logger: Logger): Promise<OpenedStore> {
  const pool = new Pool({ connectionString: url, max: 4, connectionTimeoutMillis: 2000, query_timeout: 2000, idleTimeoutMillis: 30000 });
  pool.on("error", () => undefined); // an idle client losing its server; the next query reports it
  // The library's own table, created here so a start while PostgreSQL is down is retried instead of fatal.
  let tableReady: Promise<void> | undefined;
  const ensureTable = () =>
    (tableReady ??= pool
      .query(`CREATE TABLE IF NOT EXISTS ${TABLE} (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)`)
      .then(
        () => undefined,
        (error: { code?: string }) => {
          // Two replicas creating it at once: one of them gets a unique violation on the type; the table is there.
          if (error.code === "23505" || error.code === "42P07") return;
          tableReady = undefined;
          throw error;
        },
      ));
  await ensureTable().catch((error: { code?: string }) =>
    logger.warn(
      { err: { type: error.constructor.name, code: error.code } },
      "rate limiter table not created yet; runs are admitted unchecked until PostgreSQL answers",
    ),
  );
  const limiter = new RateLimiterPostgres({
    ...base,
    storeClient: pool,
    storeType: "pool",
    tableName: TABLE,
    tableCreated: true,
    clearExpiredByTimeout: false,
  });
  const purge = setInterval(
    () => void pool.query(`DELETE FROM ${TABLE} WHERE expire < $1`, [Date.now() - 3_600_000]).catch(() => undefined),
    PURGE_EVERY_MS,
  );
  purge.unref();
  return {
    store: {
      consume: async (key, points, options) => (await ensureTable(), limiter.consume(key, points, options)),
      reward: (key, points, options) => limiter.reward(key, points, options),
    },
    kind: "postgres",
    async close() {
      clearInterval(purge);
      await pool.end();
    },
  };
}
