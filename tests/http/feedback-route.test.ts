import type { AddressInfo } from "node:net";
import pino from "pino";
import { createApp } from "../../src/app";
import { createMetrics } from "../../src/metrics";
import type { FeedbackSink, ProfileRunner } from "../../src/profiles/profile";
import { conversationRequestSchema } from "../../src/contract/requests";
import { TracerUnavailableError } from "../../src/tracing/feedback";

// The tracer's own failure modes (refusal, silence past 5 s) are covered against the fake LangSmith server in
// tests/tracing and tests/reliability; here: how the route answers when the sink rejects or accepts.
async function appWith(sink: FeedbackSink) {
  const runner: ProfileRunner = {
    profile: "guarded",
    requestSchema: conversationRequestSchema(10),
    heartbeats: false,
    prepare: () => ({ headers: {}, admit: () => Promise.resolve(), execute: () => Promise.resolve("ok") }),
  };
  const app = createApp({
    logger: pino({ level: "silent" }),
    metrics: createMetrics(),
    profile: { runner, feedback: sink, readiness: {}, close: async () => {} },
    heartbeatMs: 1000,
    corsOrigins: [],
    inFlight: new Set(),
    isDraining: () => false,
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const post = (url: string, body: unknown) =>
  fetch(`${url}/feedback`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
const RUN_ID = "6f1c2d1e-8a55-4b0b-9a51-0c8f3e9b1a22";

describe("POST /feedback", () => {
  it("answers 502 with a fixed body when the tracer is unavailable", async () => {
    const app = await appWith({
      enabled: true,
      feedback: () => Promise.reject(new TracerUnavailableError("tracer did not accept feedback within 5000 ms")),
    });
    try {
      const response = await post(app.url, { runId: RUN_ID, score: 0 });
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({ detail: "tracer unavailable" });
    } finally {
      await app.close();
    }
  });

  it("passes the validated feedback on, with the default key", async () => {
    const received: unknown[] = [];
    const app = await appWith({
      enabled: true,
      feedback: (input) => {
        received.push(input);
        return Promise.resolve();
      },
    });
    try {
      const response = await post(app.url, { runId: RUN_ID, score: 0.5, comment: "ok", extra: "ignored" });
      expect(response.status).toBe(202);
      expect(received).toEqual([{ runId: RUN_ID, key: "user_score", score: 0.5, comment: "ok" }]);
      expect((await post(app.url, { runId: RUN_ID, score: 1.5 })).status).toBe(400);
    } finally {
      await app.close();
    }
  });
});
