import { createParser } from "/vendor/eventsource-parser.js";
import { authHeaders } from "./token.js";

/** The service refused the request before a stream started (400, 401, 403, 413, 415, 5xx). */
export class RunRejected extends Error {
  constructor(status, body) {
    super(body?.detail ?? `HTTP ${status}`);
    this.status = status;
    this.body = body;
  }
}

const parseData = (data) => {
  try {
    return JSON.parse(data);
  } catch {
    return { text: data };
  }
};

/**
 * POSTs to /agent/run and hands each server-sent event to `onEvent(name, data)` as it arrives.
 * EventSource cannot POST, so this is fetch + a stream reader + eventsource-parser.
 * `onOpen({ runId })` receives the tracer run id header, when tracing is on. Signed in, it sends the access token.
 */
export async function streamRun(body, { signal, onOpen, onEvent }) {
  const response = await fetch("/agent/run", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "text/event-stream", ...authHeaders() },
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok || !response.headers.get("content-type")?.startsWith("text/event-stream")) {
    throw new RunRejected(response.status, await response.json().catch(() => null));
  }
  onOpen?.({ runId: response.headers.get("x-tracer-run-id") });
  const parser = createParser({ onEvent: (message) => onEvent(message.event ?? "message", parseData(message.data)) });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    parser.feed(value);
  }
}
