import type { SpanRecord } from "./run-trace";

/** How long finished traces wait, at most, before their spans go to the client; and how many may wait. */
const HAND_OVER_DELAY_MS = 50;
const HAND_OVER_MAX_TRACES = 64;

/**
 * Finished traces, handed to the client together a little later rather than each as its run ends. The client prepares
 * every span when it is handed over (masks, size estimates) in promise callbacks, which ran right after each response
 * and so before the next request on the connection was read; gathered, they run between requests, once per batch.
 */
export class HandOver {
  private waiting: SpanRecord[][] = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly send: (spans: readonly SpanRecord[]) => void) {}

  add(spans: SpanRecord[]): void {
    this.waiting.push(spans);
    if (this.waiting.length >= HAND_OVER_MAX_TRACES) this.now();
    else this.timer ??= setTimeout(() => this.now(), HAND_OVER_DELAY_MS).unref();
  }

  now(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const traces = this.waiting;
    this.waiting = [];
    for (const spans of traces) this.send(spans);
  }

  drop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.waiting = [];
  }
}
