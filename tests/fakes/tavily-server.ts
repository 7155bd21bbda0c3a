import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local fake of Tavily's `POST /search`, answered in the shape @tavily/core reads (it crashes without
 * `results` and `images`). Results, failures and delays are scripted per test; every request is recorded.
 */
export interface FakeTavily {
  /** Pass as `apiBaseURL`. */
  url: string;
  apiKey: string;
  requests: Array<{ path: string; authorization: string | undefined; body: Record<string, unknown> }>;
  respondWith(results: FakeTavilyResult[]): void;
  failWith(status: number, error: string): void;
  delayBy(milliseconds: number): void;
  close(): Promise<void>;
}

interface FakeTavilyResult {
  title: string;
  url: string;
  content: string;
  score: number;
}

export async function startFakeTavily(options: { apiKey?: string } = {}): Promise<FakeTavily> {
  const apiKey = options.apiKey ?? "tvly-test-key";
  const requests: FakeTavily["requests"] = [];
  let results: FakeTavilyResult[] = [];
  let failure: { status: number; error: string } | null = null;
  let delay = 0;
  const timers = new Set<NodeJS.Timeout>();

  const server = createServer((request, response) => {
    void respond(request, response);
  });

  async function respond(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = JSON.parse((await readBody(request)) || "{}") as Record<string, unknown>;
    const authorization = request.headers.authorization;
    requests.push({ path: request.url ?? "", authorization, body });
    const reply = () => {
      const [status, payload] =
        request.method !== "POST" || request.url !== "/search"
          ? [404, { detail: { error: "Not Found" } }]
          : authorization !== `Bearer ${apiKey}`
            ? [401, { detail: { error: "Unauthorized: missing or invalid API key." } }]
            : failure
              ? [failure.status, { detail: { error: failure.error } }]
              : [
                  200,
                  {
                    query: body.query,
                    follow_up_questions: null,
                    answer: null,
                    images: [],
                    results: results.map((result) => ({ ...result, raw_content: null })),
                    response_time: 0.42,
                    request_id: `fake-${requests.length}`,
                  },
                ];
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(payload));
    };
    if (delay === 0) return reply();
    const timer = setTimeout(() => {
      timers.delete(timer);
      reply();
    }, delay);
    timers.add(timer);
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    requests,
    respondWith: (next) => {
      results = next;
      failure = null;
    },
    failWith: (status, error) => {
      failure = { status, error };
    },
    delayBy: (milliseconds) => {
      delay = milliseconds;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}
