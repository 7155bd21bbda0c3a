import { ScriptQueue } from "./script-queue";
import type { PricingShape, RecordedRequest } from "./types";

/** What the endpoints share and the admin API changes: script queue, recorded requests, advertised pricing. */
export class ServerState {
  readonly queue = new ScriptQueue();
  /** Kept as one array (cleared in place) so references handed out stay live. */
  readonly requests: RecordedRequest[] = [];
  pricing: PricingShape;

  constructor(private readonly initialPricing: PricingShape) {
    this.pricing = initialPricing;
  }

  reset(): void {
    this.queue.clear();
    this.requests.length = 0;
    this.pricing = this.initialPricing;
  }
}
