import type { RequestHandler, Response } from "express";
import type { Metrics } from "../../metrics";
import { HttpError } from "../errors";

/** How long a client refused for concurrency is asked to wait: about the length of a short run. */
const RETRY_AFTER_SECONDS = 5;

/** One admitted request's place among the MAX_CONCURRENT_RUNS of this process. */
interface RunSlot {
  /** Keeps the slot taken until `work` settles too (a run may outlive its response when the client leaves). */
  hold(work: Promise<unknown>): void;
  /** The response is over; the slot frees once nothing else holds it. */
  release(): void;
}

export interface ConcurrencyGate {
  readonly active: number;
  tryAcquire(): RunSlot | undefined;
}

/** At most `max` runs at a time in this process. */
export function createConcurrencyGate(max: number): ConcurrencyGate {
  let active = 0;
  return {
    get active() {
      return active;
    },
    tryAcquire() {
      if (active >= max) return undefined;
      let holds = 0;
      const take = () => {
        if (holds++ === 0) active++;
      };
      const drop = () => {
        if (--holds === 0) active--;
      };
      take();
      let released = false;
      return {
        hold(work) {
          take();
          work.then(drop, drop);
        },
        release() {
          if (released) return;
          released = true;
          drop();
        },
      };
    },
  };
}

/** The first admission step of POST /agent/run: beyond the limit, 503 before the body is even read. */
export function limitConcurrentRuns(gate: ConcurrencyGate, metrics: Metrics): RequestHandler {
  return (_req, res, next) => {
    const slot = gate.tryAcquire();
    if (!slot) {
      metrics.runsRejected.inc({ reason: "concurrency" });
      throw new HttpError(503, { detail: "too many concurrent runs" }, { "Retry-After": String(RETRY_AFTER_SECONDS) });
    }
    (res.locals as { runSlot?: RunSlot }).runSlot = slot;
    res.once("close", () => slot.release());
    next();
  };
}

/** The slot `limitConcurrentRuns` gave this request, if the limit is on. */
export const runSlotOf = (res: Response): RunSlot | undefined => (res.locals as { runSlot?: RunSlot }).runSlot;
