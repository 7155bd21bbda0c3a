import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { withTimeout } from "../../lib/with-timeout";
import type { Logger } from "../../logger";
import type { Metrics } from "../../metrics";
import { HttpError } from "../errors";

/** What the limiter needs of a rate-limiter-flexible store (memory, PostgreSQL or Redis). */
export type PointStore = Pick<RateLimiterAbstract, "consume" | "reward">;

/** An admitted run's point. A later admission step that refuses the run gives it back: refused runs do not count. */
interface RunTicket {
  refund(): Promise<void>;
}

export interface RunRateLimiter {
  /** Takes one point for `key`, or throws the 429 (`Retry-After` in whole seconds, at least 1). */
  admit(key: string): Promise<RunTicket>;
}

/** A store call slower than this counts as a store failure. */
const STORE_TIMEOUT_MS = 2000;
/** A point is given back only while its window is open by at least this much; after that it expires by itself. */
const WINDOW_END_MARGIN_MS = 1000;

const NOTHING_TO_REFUND: RunTicket = { refund: () => Promise.resolve() };

/**
 * RATE_LIMIT_RUNS_PER_MINUTE on top of a point store. A store failure lets the run through (fail open, a warning and
 * `rate_limiter_failures_total`): an outage of Redis or PostgreSQL must not take the service down with it.
 */
export function createRunRateLimiter(store: PointStore, deps: { logger: Logger; metrics: Metrics }): RunRateLimiter {
  const consume = (key: string) =>
    withTimeout(
      store.consume(key).then(
        (res) => ({ admitted: true as const, res }),
        (reason: unknown) => {
          // The library rejects with a RateLimiterRes when over the limit, and with an Error when its store fails.
          if (reason instanceof RateLimiterRes) return { admitted: false as const, res: reason };
          throw reason instanceof Error ? reason : new Error(String(reason));
        },
      ),
      STORE_TIMEOUT_MS,
      () => new Error(`rate limiter store timed out after ${STORE_TIMEOUT_MS} ms`),
    );

  /** Undoes a consumed point, unless its window is (nearly) over: the point then expires anyway. */
  const giveBack = async (key: string, windowEndsAt: number) => {
    if (Date.now() > windowEndsAt - WINDOW_END_MARGIN_MS) return;
    try {
      await withTimeout(store.reward(key, 1), STORE_TIMEOUT_MS);
    } catch (error) {
      deps.logger.warn({ err: describe(error) }, "rate limiter could not give a point back");
    }
  };

  return {
    async admit(key) {
      let outcome: Awaited<ReturnType<typeof consume>>;
      try {
        outcome = await consume(key);
      } catch (error) {
        deps.metrics.rateLimiterFailures.inc();
        deps.logger.warn({ err: describe(error) }, "rate limiter store failed; run admitted unchecked");
        return NOTHING_TO_REFUND;
      }
      const windowEndsAt = Date.now() + outcome.res.msBeforeNext;
      if (!outcome.admitted) {
        await giveBack(key, windowEndsAt);
        deps.metrics.runsRejected.inc({ reason: "rate_limit" });
        const retryAfter = Math.max(1, Math.ceil(outcome.res.msBeforeNext / 1000));
        throw new HttpError(429, { detail: "rate limit exceeded" }, { "Retry-After": String(retryAfter) });
      }
      let refunded = false;
      return {
        async refund() {
          if (refunded) return;
          refunded = true;
          await giveBack(key, windowEndsAt);
        },
      };
    },
  };
}

/** Enough to tell a timeout from a refused connection, without messages that may name hosts. */
const describe = (error: unknown) => ({ type: (error as Error)?.constructor?.name, code: (error as { code?: unknown })?.code });
