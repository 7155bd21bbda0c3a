import { Agent, request } from "node:http";

interface HttpResult {
  status: number;
  body: string;
  /** From sending the request to the end of the response body. */
  ms: number;
}

export interface HttpClient {
  post(path: string, body: unknown): Promise<HttpResult>;
  get(path: string): Promise<HttpResult>;
  close(): void;
}

/**
 * A lean keep-alive client on `node:http`, so the client's own cost stays small and identical for every target.
 * Reads each response to its end (an SSE stream ends after `done`). FIFO socket reuse keeps every pooled socket
 * busy, so none sits idle past the server's 5 s keep-alive timeout and races its close (ECONNRESET on reuse).
 */
export function createHttpClient(baseUrl: string, options: { maxSockets?: number; keepAlive?: boolean } = {}): HttpClient {
  const agent = new Agent({ keepAlive: options.keepAlive ?? true, maxSockets: options.maxSockets ?? 64, scheduling: "fifo" });
  const base = new URL(baseUrl);
  const send = (method: string, path: string, payload?: string) =>
    new Promise<HttpResult>((resolve, reject) => {
      const started = performance.now();
      const headers: Record<string, string | number> =
        payload === undefined ? {} : { "content-type": "application/json", "content-length": Buffer.byteLength(payload) };
      const req = request({ host: base.hostname, port: base.port, path, method, agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8"), ms: performance.now() - started }),
        );
        res.on("error", reject);
      });
      req.on("error", reject);
      req.end(payload);
    });
  return {
    post: (path, body) => send("POST", path, JSON.stringify(body)),
    get: (path) => send("GET", path),
    close: () => agent.destroy(),
  };
}

/** The names of the SSE events in a whole response body, in order. */
export function eventNames(body: string): string[] {
  return [...body.matchAll(/^event: (.+)$/gm)].map((match) => match[1]);
}
