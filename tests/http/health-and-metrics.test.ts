import { createServerTestDatabase, type TestDatabase } from "../support/databases";
import { startHarness } from "../support/service-harness";
import { readEvents, statusOf } from "../support/sse";

describe("health, readiness and metrics", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createServerTestDatabase();
  });
  afterAll(() => database.drop());

  it("is live and ready with a reachable PostgreSQL server, and stores memories there", async () => {
    const h = await startHarness({ MEMORY_BACKEND: "postgres", DB_ADDON_URI: database.url! });
    try {
      expect(await (await fetch(`${h.url}/healthz`)).json()).toEqual({ status: "ok" });
      const ready = await fetch(`${h.url}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: "ready", checks: { database: "ok" } });
      await readEvents(await h.run({ prompt: "Remember that I love atlases.", thread_id: "t", user_id: "pg-user" }));
      const rows = await database.db.query("SELECT user_id, kind, text, source_thread_id FROM dev_cbk_06.user_memories");
      expect(rows.rows).toEqual([{ user_id: "pg-user", kind: "likes", text: "Likes: atlases", source_thread_id: "t" }]);
    } finally {
      await h.close();
    }
  });

  it("reports not ready (503) when the database is unreachable, while staying live", async () => {
    const h = await startHarness({ MEMORY_BACKEND: "postgres", DB_ADDON_URI: "postgres://postgres@127.0.0.1:1/none" });
    try {
      expect((await fetch(`${h.url}/healthz`)).status).toBe(200);
      const ready = await fetch(`${h.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: "not_ready", checks: { database: "error" } });
      h.llm.enqueue({ text: "Still here." });
      const events = await readEvents(await h.run({ prompt: "Remember that I love maps.", thread_id: "t", user_id: "u" }));
      expect(events[0].data).toMatchObject({ phase: "memory_loaded", longTermMemories: 0, degraded: true });
      expect(statusOf(events, "memory_saved")).toMatchObject({ ok: false, longTermMemoriesSaved: 0 });
      expect(events.at(-1)?.event).toBe("done");
      const metrics = await (await fetch(`${h.url}/metrics`)).text();
      expect(metrics).toContain("memory_save_failures_total 1");
    } finally {
      await h.close();
    }
  });

  it("exposes Prometheus metrics: run counts and durations by outcome, and process metrics", async () => {
    const h = await startHarness();
    try {
      h.llm.enqueue({ text: "ok" }, { status: 500 }, { status: 500 });
      await readEvents(await h.run({ prompt: "Who wrote Emma?", thread_id: "t", user_id: "u" }));
      await readEvents(await h.run({ prompt: "Who wrote Emma?", thread_id: "t", user_id: "u" }));
      const response = await fetch(`${h.url}/metrics`);
      expect(response.headers.get("content-type")).toContain("text/plain");
      const text = await response.text();
      expect(text).toContain('agent_runs_total{profile="memory",outcome="ok"} 1');
      expect(text).toContain('agent_runs_total{profile="memory",outcome="error"} 1');
      expect(text).toContain('agent_run_duration_seconds_count{profile="memory",outcome="ok"} 1');
      expect(text).toContain("process_resident_memory_bytes");
    } finally {
      await h.close();
    }
  });
});
