import { withFault } from "../openapi/fault";
import { startCountingProxy } from "../support/counting-proxy";
import { createServerTestDatabase } from "../support/databases";
import { chatRequests, startHarness, type Harness } from "../support/service-harness";
import { expectCompleteRun, expectRateLimited } from "./answers";

const body = (thread: string, user = "u-refund") => ({ prompt: "Recommend a novel", thread_id: thread, user_id: user });

describe("RATE_LIMIT_RUNS_PER_MINUTE: only runs that start count", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ RATE_LIMIT_RUNS_PER_MINUTE: "1" });
  });
  afterAll(() => h.close());

  it("a 400 costs no point (the body is validated before the limit)", async () => {
    const invalid = await h.run({ ...body("t-0"), prompt: "   " });
    expect(invalid.status).toBe(400);
    await expectCompleteRun(await h.run(body("t-1")));
    await expectRateLimited(await h.run(body("t-2")));
  });

  it("a run refused after the limit (here: its preparation fails) gives its point back", async () => {
    const user = "u-prepare";
    await withFault(h.service.profile.runner, "prepare", async () => {
      const failed = await h.run(body("t-1", user));
      expect(failed.status).toBe(500);
      expect(await failed.json()).toEqual({ detail: "internal error" });
    });
    const before = chatRequests(h.llm).length;
    await expectCompleteRun(await h.run(body("t-2", user)));
    await expectRateLimited(await h.run(body("t-3", user)));
    expect(chatRequests(h.llm)).toHaveLength(before + 1);
  });
});

describe("RATE_LIMIT_RUNS_PER_MINUTE fails open when its store is down", () => {
  const stores: Array<[string, Record<string, string>]> = [
    ["Redis", { REDIS_URL: "redis://127.0.0.1:1" }],
    ["PostgreSQL", { DB_ADDON_URI: "postgres://postgres@127.0.0.1:1/none" }],
  ];

  it.each(stores)("%s unreachable: the service starts, runs go through unchecked, with a warning and a counter", async (_name, env) => {
    const h = await startHarness({ RATE_LIMIT_RUNS_PER_MINUTE: "1", ...env });
    try {
      await expectCompleteRun(await h.run(body("t-1")));
      await expectCompleteRun(await h.run(body("t-2")));
      expect(chatRequests(h.llm)).toHaveLength(2);
      const failures = await h.service.metrics.rateLimiterFailures.get();
      expect(failures.values[0].value).toBe(2);
      const warnings = h.logs.map((line) => JSON.parse(line) as { level: number; msg: string }).filter((line) => line.level === 40);
      expect(warnings.map((line) => line.msg)).toContain("rate limiter store failed; run admitted unchecked");
    } finally {
      await h.close();
    }
  });
});

describe("RATE_LIMIT_RUNS_PER_MINUTE fails open when its store goes down while the service runs", () => {
  const redisUrl = new URL(process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379");

  it.each(["Redis", "PostgreSQL"])("%s goes away: runs go through unchecked, counted", async (store) => {
    const database = store === "PostgreSQL" ? await createServerTestDatabase() : undefined;
    const upstream = database ? new URL(database.url!) : redisUrl;
    const proxy = await startCountingProxy(upstream.hostname, Number(upstream.port || (database ? 5432 : 6379)));
    const viaProxy = new URL(upstream);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    const h = await startHarness(
      { RATE_LIMIT_RUNS_PER_MINUTE: "1", ...(database ? { DB_ADDON_URI: viaProxy.toString() } : { REDIS_URL: viaProxy.toString() }) },
      {},
      { rateLimitKeyPrefix: `test-outage-${Date.now().toString(36)}` },
    );
    try {
      await expectCompleteRun(await h.run(body("t-1")));
      await expectRateLimited(await h.run(body("t-2")));
      await proxy.close();
      await expectCompleteRun(await h.run(body("t-3")));
      expect(chatRequests(h.llm)).toHaveLength(2);
      expect((await h.service.metrics.rateLimiterFailures.get()).values[0].value).toBe(1);
    } finally {
      await h.close();
      await database?.drop();
    }
  });
});
