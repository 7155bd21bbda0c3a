import type { Config } from "../../config";
import type { Logger } from "../../logger";
import type { Metrics } from "../../metrics";
import { createConcurrencyGate, type ConcurrencyGate } from "./concurrency";
import { createRunRateLimiter, type RunRateLimiter } from "./rate-limit";
import { openPointStore } from "./rate-limit-store";

/** The admission limits of POST /agent/run; each is absent when its setting is 0 (off). */
export interface TrafficControl {
  rateLimit?: RunRateLimiter;
  concurrency?: ConcurrencyGate;
  close(): Promise<void>;
}

/** The prefix of rate-limit keys in a shared store. */
const DEFAULT_KEY_PREFIX = "book-assistant:runs";

export async function createTrafficControl(
  config: Config,
  deps: { logger: Logger; metrics: Metrics; keyPrefix?: string },
): Promise<TrafficControl> {
  const concurrency = config.MAX_CONCURRENT_RUNS > 0 ? createConcurrencyGate(config.MAX_CONCURRENT_RUNS) : undefined;
  if (config.RATE_LIMIT_RUNS_PER_MINUTE === 0) return { concurrency, close: () => Promise.resolve() };
  const opened = await openPointStore(
    {
      runsPerMinute: config.RATE_LIMIT_RUNS_PER_MINUTE,
      redisUrl: config.REDIS_URL,
      postgresUrl: config.DB_ADDON_URI,
      keyPrefix: deps.keyPrefix ?? DEFAULT_KEY_PREFIX,
    },
    deps.logger,
  );
  deps.logger.info({ store: opened.kind, runsPerMinute: config.RATE_LIMIT_RUNS_PER_MINUTE }, "rate limit on");
  return { rateLimit: createRunRateLimiter(opened.store, deps), concurrency, close: () => opened.close() };
}
