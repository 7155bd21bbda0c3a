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
 *
 * Events sent before the event loop next polls for I/O (a run's status events between two awaits on the network)
 * leave together with the headers in one socket write, and the last ones with the end of the response in one more;
 * none waits longer than that. The text is gathered here rather than with `res.cork()`: Node writes a corked
 * response's chunks one socket write each when it uncorks, and `end()` would put its terminator before them.
 */
export class SseWriter {
  private heartbeat: NodeJS.Timeout | undefined;
  private finished = false;
  /** Formatted events not yet handed to the response. */
  private pending = "";
  private flushScheduled = false;
  /** The headers have left (with the first events, or alone when a turn of the event loop brought none). */
  private headersWritten = false;

  constructor(private readonly res: Response) {}

  open(extraHeaders: Record<string, string> = {}): void {
    this.res.writeHead(200, { ...SSE_HEADERS, ...extraHeaders });
    this.scheduleFlush();
  }

  startHeartbeat(intervalMs: number): void {
    this.heartbeat = setInterval(() => this.send(events.heartbeat()), intervalMs);
    this.heartbeat.unref();
  }

  send(event: AgentEvent): void {
    if (this.finished || this.res.writableEnded || this.res.destroyed) return;
    this.pending += `event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`;
    if (event.event === "done") this.end();
    else this.scheduleFlush();
  }

  private scheduleFlush(): void {
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    setImmediate(() => this.flush());
  }

  private flush(): void {
    this.flushScheduled = false;
    if (this.finished || this.res.writableEnded || this.res.destroyed) return;
    if (this.pending !== "") {
      const text = this.pending;
      this.pending = "";
      this.res.write(text);
    } else if (!this.headersWritten) {
      this.res.flushHeaders();
    }
    this.headersWritten = true;
  }

  get isFinished(): boolean {
    return this.finished;
  }

  end(): void {
    if (this.finished) return;
    this.finished = true;
    clearInterval(this.heartbeat);
    const text = this.pending;
    this.pending = "";
    if (this.res.writableEnded || this.res.destroyed) return;
    if (text === "") this.res.end();
    else this.res.end(text);
  }
}
