import type { Response } from "express";
import { events, type AgentEvent } from "../contract/events";

const SSE_HEADERS = {
  "content-type": "text/event-stream; charset=utf-8",
  "cache-control": "no-cache, no-transform",
  "x-accel-buffering": "no",
  connection: "keep-alive",
} as const;

/**
 * The only code that formats `event:`/`data:` lines. Guarantees exactly one `done`, nothing after it,
 * and heartbeats while the run is in progress.
 */
export class SseWriter {
  private heartbeat: NodeJS.Timeout | undefined;
  private finished = false;
  private corked = false;

  constructor(private readonly res: Response) {}

  open(extraHeaders: Record<string, string> = {}): void {
    this.res.writeHead(200, { ...SSE_HEADERS, ...extraHeaders });
    this.res.flushHeaders();
  }

  startHeartbeat(intervalMs: number): void {
    this.heartbeat = setInterval(() => this.send(events.heartbeat()), intervalMs);
    this.heartbeat.unref();
  }

  send(event: AgentEvent): void {
    if (this.finished || this.res.writableEnded || this.res.destroyed) return;
    this.coalesce();
    this.res.write(`event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`);
    if (event.event === "done") this.end();
  }

  /**
   * Events sent before the event loop next polls for I/O (a run's status events between two awaits on the network)
   * leave in one socket write instead of one each; none waits longer than that.
   */
  private coalesce(): void {
    if (this.corked) return;
    this.corked = true;
    this.res.cork();
    setImmediate(() => this.uncork());
  }

  /** Before the response ends too: once it has, `uncork` would no longer reach its socket. */
  private uncork(): void {
    if (!this.corked) return;
    this.corked = false;
    this.res.uncork();
  }

  get isFinished(): boolean {
    return this.finished;
  }

  end(): void {
    if (this.finished) return;
    this.finished = true;
    clearInterval(this.heartbeat);
    this.uncork();
    if (!this.res.writableEnded) this.res.end();
  }
}
