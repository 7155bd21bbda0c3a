import { Agent, request } from "node:http";

export interface RawRequest {
  method: string;
  /** Already escaped: only characters node:http accepts in a request target. */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A keep-alive HTTP client that sends exactly the given method, target, headers and bytes (fetch would normalise them). */
export function createRawClient(baseUrl: string, maxSockets = 16) {
  const agent = new Agent({ keepAlive: true, maxSockets });
  const base = new URL(baseUrl);
  return {
    send(raw: RawRequest, timeoutMs = 20_000): Promise<RawResponse> {
      return new Promise((resolve, reject) => {
        const headers: Record<string, string | number> = { ...raw.headers };
        if (raw.body !== undefined) headers["content-length"] = raw.body.length;
        const req = request({ host: base.hostname, port: base.port, method: raw.method, path: raw.path, headers, agent }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
          res.on("error", reject);
        });
        req.setTimeout(timeoutMs, () => req.destroy(new Error(`no complete response within ${timeoutMs} ms`)));
        req.on("error", reject);
        req.end(raw.body);
      });
    },
    close: () => agent.destroy(),
  };
}
