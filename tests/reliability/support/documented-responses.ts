import type { RawRequest, RawResponse } from "./raw-request";

/** The `detail` of every error the service documents (README "Endpoints"). */
const DOCUMENTED_DETAILS: Record<number, string[]> = {
  400: ["invalid JSON body", "invalid request body", "invalid request", "request aborted"],
  404: ["not found"],
  409: ["tracing is disabled"],
  413: ["request body too large (limit 32 KiB)"],
  415: ["content-type must be application/json", "unsupported content encoding", "unsupported charset"],
};

/** The web chat client's static files (GET /, its scripts, styles and icons). */
const WEB_CLIENT_TYPES = /^(?:text\/html|text\/css|text\/javascript|application\/javascript|image\/svg\+xml|image\/png|image\/x-icon)/;

const EVENT_NAMES = new Set(["status", "answer", "token", "error", "heartbeat", "done"]);

/** Why a response is not one of the documented ones, or null when it is. */
export function undocumented(request: RawRequest, response: RawResponse): string | null {
  const { status, body } = response;
  if (status >= 500) return `5xx: ${status} ${body.slice(0, 200)}`;
  const type = String(response.headers["content-type"] ?? "");
  if (status === 200 && type.startsWith("text/event-stream")) return undocumentedStream(body);
  if (request.method === "HEAD") return status === 200 || status === 404 || status === 400 ? null : `HEAD answered ${status}`;
  if (status === 204) return request.method === "OPTIONS" ? null : `204 for ${request.method}`;
  if (status >= 200 && status < 300) {
    if (type.startsWith("application/json") || type.startsWith("text/plain")) return null;
    return request.method === "GET" && WEB_CLIENT_TYPES.test(type) ? null : `2xx with content-type ${type}`;
  }
  if (status === 304) return request.method === "GET" ? null : `304 for ${request.method}`;
  const details = DOCUMENTED_DETAILS[status];
  if (!details) return `undocumented status ${status}: ${body.slice(0, 200)}`;
  let parsed: { detail?: unknown; errors?: unknown };
  try {
    parsed = JSON.parse(body) as { detail?: unknown; errors?: unknown };
  } catch {
    return `${status} without a JSON body: ${body.slice(0, 200)}`;
  }
  if (typeof parsed.detail !== "string" || !details.includes(parsed.detail))
    return `${status} with undocumented detail ${JSON.stringify(parsed.detail)}`;
  if ((parsed.detail === "invalid request body" || parsed.detail === "invalid request") && !Array.isArray(parsed.errors))
    return `${parsed.detail} without errors[]`;
  if (/\bat .+\.(?:ts|js):\d+/.test(body)) return `a stack trace in the body`;
  return null;
}

/** A whole SSE body: only documented event names, one-line JSON data, exactly one `done`, and it comes last. */
function undocumentedStream(body: string): string | null {
  const blocks = body.split("\n\n").filter((block) => block.length > 0);
  const names: string[] = [];
  for (const block of blocks) {
    const match = /^event: ([a-z_]+)\ndata: (.*)$/.exec(block);
    if (!match) return `malformed SSE block ${JSON.stringify(block.slice(0, 120))}`;
    if (!EVENT_NAMES.has(match[1])) return `undocumented event ${match[1]}`;
    try {
      JSON.parse(match[2]);
    } catch {
      return `non-JSON data in ${match[1]}`;
    }
    names.push(match[1]);
  }
  if (names.at(-1) !== "done" || names.filter((name) => name === "done").length !== 1)
    return `stream does not end with exactly one done: ${names.join(",")}`;
  return null;
}
