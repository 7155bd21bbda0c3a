import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { createServerTestDatabase, type TestDatabase } from "../support/databases";
import { chatRequests } from "../support/service-harness";
import { expectCompleteRun, expectRateLimited, sortAnswers } from "./answers";
import { counterTotal, startReplicas, type Replicas } from "../support/replicas";

const LIMIT = 3;
const EXTRA = 4;
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

const unique = (name: string) => `${name}-${randomBytes(4).toString("hex")}`;
const body = (user: string, thread: string) => ({ prompt: "Recommend a novel about the sea", user_id: user, thread_id: thread });

/**
 * LIMIT + EXTRA runs of one user, alternating replicas, the last ones concurrently: exactly LIMIT stream and reach the
 * model; the rest are 429 with nothing sent to the model. Another user still gets a run.
 */
async function expectExactLimit(r: Replicas, reader = unique("reader")): Promise<void> {
  const replica = (i: number) => i % r.services.length;
  const answers: Response[] = [];
  // Two one after the other, then the rest all at once.
  for (let i = 0; i < 2; i++) answers.push(await r.run(replica(i), body(reader, `t-${i}`)));
  const burst = Array.from({ length: LIMIT + EXTRA - 2 }, (_, j) => r.run(replica(j + 2), body(reader, `t-${j + 2}`)));
  answers.push(...(await Promise.all(burst)));

  expect(await sortAnswers(answers)).toEqual({ streamed: LIMIT, limited: EXTRA });
  expect(chatRequests(r.llm)).toHaveLength(LIMIT);
  expect(await counterTotal(r.services, (s) => s.metrics.runsRejected, { reason: "rate_limit" })).toBe(EXTRA);

  // Still over the limit on every replica; refused runs never reached the model.
  for (let i = 0; i < r.services.length; i++) await expectRateLimited(await r.run(i, body(reader, `t-late-${i}`)));
  expect(chatRequests(r.llm)).toHaveLength(LIMIT);

  // Another user is unaffected.
  await expectCompleteRun(await r.run(replica(1), body(unique("other"), "t-0")));
  expect(chatRequests(r.llm)).toHaveLength(LIMIT + 1);
  expect(await counterTotal(r.services, (s) => s.metrics.rateLimiterFailures)).toBe(0);
}

describe("RATE_LIMIT_RUNS_PER_MINUTE across two replicas on one PostgreSQL server", () => {
  let database: TestDatabase;
  let r: Replicas;
  beforeAll(async () => {
    database = await createServerTestDatabase();
    r = await startReplicas(2, { RATE_LIMIT_RUNS_PER_MINUTE: String(LIMIT), DB_ADDON_URI: database.url! });
  });
  afterAll(async () => {
    await r.close();
    await database.drop();
  });

  it("streams exactly the limit, answers the rest 429 before any model call, and leaves other users alone", async () => {
    await expectExactLimit(r);
    const { rows } = await database.db.query<{ key: string; points: number }>("SELECT key, points FROM rate_limit_runs ORDER BY points");
    expect(rows.map((row) => row.points)).toEqual([1, LIMIT]);
  });
});

describe("RATE_LIMIT_RUNS_PER_MINUTE across two replicas on one Redis", () => {
  let r: Replicas;
  beforeAll(async () => {
    r = await startReplicas(2, { RATE_LIMIT_RUNS_PER_MINUTE: String(LIMIT), REDIS_URL });
  });
  afterAll(() => r.close());

  it("streams exactly the limit, answers the rest 429 before any model call, and leaves other users alone", async () => {
    const reader = unique("reader");
    await expectExactLimit(r, reader);
    expect(r.logs.join("")).toContain('"store":"redis"');
    const redis = new Redis(REDIS_URL);
    try {
      // Refused runs gave their point back: the count is the limit, not the number of attempts.
      expect(await redis.get(`${r.keyPrefix}:user:${reader}`)).toBe(String(LIMIT));
      expect(await redis.pttl(`${r.keyPrefix}:user:${reader}`)).toBeGreaterThan(0);
    } finally {
      redis.disconnect();
    }
  });
});

describe("RATE_LIMIT_RUNS_PER_MINUTE in one process (MEMORY_BACKEND=memory, no shared store)", () => {
  let r: Replicas;
  beforeAll(async () => {
    r = await startReplicas(1, { RATE_LIMIT_RUNS_PER_MINUTE: String(LIMIT) });
  });
  afterAll(() => r.close());

  it("streams exactly the limit, answers the rest 429 before any model call, and leaves other users alone", async () => {
    await expectExactLimit(r);
    expect(r.logs.join("")).toContain('"store":"memory"');
  });
});
