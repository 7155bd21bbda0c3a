import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import pino from "pino";
import { createApp } from "../../src/app";
import { InMemoryMemoryStore } from "../../src/memory/long-term/in-memory-store";
import { InMemoryThreadStore } from "../../src/memory/short-term/in-memory-thread-store";
import { LocalThreadLocks } from "../../src/memory/short-term/local-thread-locks";
import { ThreadMemory } from "../../src/memory/short-term/thread-memory";
import { createMetrics } from "../../src/metrics";
import type { ProfileRunner } from "../../src/profiles/profile";
import { conversationRequestSchema } from "../../src/contract/requests";

describe("unexpected faults", () => {
  it("answer 500 with a fixed body: no stack, no upstream message, and the log has no secret", async () => {
    const logs: string[] = [];
    const logger = pino({}, new Writable({ write: (c, _e, done) => (logs.push(String(c)), done()) }));
    const store = new InMemoryMemoryStore();
    store.list = () => Promise.reject(new Error("connection to postgres://admin:sup3r-secret@db failed"));
    const runner: ProfileRunner = {
      profile: "memory",
      requestSchema: conversationRequestSchema(10),
      heartbeats: false,
      prepare: () => ({ headers: {}, admit: () => Promise.resolve(), execute: () => Promise.resolve("ok") }),
    };
    const app = createApp({
      logger,
      metrics: createMetrics(),
      profile: {
        runner,
        privacy: {
          store,
          threads: new ThreadMemory({ store: new InMemoryThreadStore(), locks: new LocalThreadLocks(), lockTimeoutMs: 1000 }),
          limit: 5,
        },
        readiness: {},
        close: async () => {},
      },
      heartbeatMs: 1000,
      corsOrigins: [],
      inFlight: new Set(),
      isDraining: () => false,
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/memory/u-1`);
      expect(response.status).toBe(500);
      expect(await response.text()).toBe('{"detail":"internal error"}');
      expect(logs.join("")).toContain("unexpected server fault");
      expect(logs.join("")).not.toContain("sup3r-secret");
    } finally {
      server.close();
    }
  });
});
