import { createServerTestDatabase, type TestDatabase } from "../support/databases";
import type { Harness } from "../support/service-harness";
import { readEvents, sequenceOf } from "../support/sse";
import { eventually } from "./support/eventually";
import { heapUsedAfterGc } from "./support/garbage-collection";
import { BOOK_PROMPT, PASS_SEQUENCE, startGuardedHarness } from "./support/guarded-harness";
import { metricValue } from "./support/metrics";

const STREAMS = 200;
const LOAD_MS = 15_000;
// Five chunks 20 ms apart: every stream stays open ~0.1 s, so the 200 really overlap.
const REPLY = { chunks: ["Try ", "The Left Hand ", "of Darkness ", "by Ursula ", "K. Le Guin."], chunkDelayMs: 20 };

describe("load: 200 concurrent guarded streams on real PostgreSQL", () => {
  let database: TestDatabase;
  let h: Harness;
  beforeAll(async () => {
    database = await createServerTestDatabase();
    h = await startGuardedHarness({ MEMORY_BACKEND: "postgres", DB_ADDON_URI: database.url!, LOG_LEVEL: "warn" }, { defaultReply: REPLY });
  });
  afterAll(async () => {
    await h.close();
    await database.drop();
  });

  const users = Array.from({ length: STREAMS }, (_, i) => `load-user-${i}`);
  const forgetEveryone = () => Promise.all(users.map((user) => fetch(`${h.url}/memory/${user}`, { method: "DELETE" })));

  /** One stream per user, back to back until the deadline; returns what went wrong (nothing, we expect). */
  async function drive(until: number) {
    const outcome = { streams: 0, failures: [] as string[] };
    await Promise.all(
      users.map(async (user) => {
        do {
          const events = await readEvents(await h.run({ prompt: BOOK_PROMPT, thread_id: "reading-list", user_id: user }));
          outcome.streams++;
          const sequence = sequenceOf(events).join(",");
          if (sequence !== PASS_SEQUENCE.join(",")) outcome.failures.push(sequence);
        } while (Date.now() < until);
      }),
    );
    return outcome;
  }

  it("ends every stream with exactly one done and no error, and memory returns to its baseline", async () => {
    await drive(0); // warm-up: one stream per user, every code path compiled, pools filled
    await forgetEveryone();
    h.llm.reset();
    const baseline = await heapUsedAfterGc();

    const { streams, failures } = await drive(Date.now() + LOAD_MS);
    expect(failures).toEqual([]);
    expect(streams).toBeGreaterThanOrEqual(STREAMS);
    // The counter moves once the route has seen its run end, which can trail the client reading `done` by a moment.
    await eventually(
      "every run counted",
      async () => (await metricValue(h.url, 'agent_runs_total{profile="guarded",outcome="ok"}')) === STREAMS + streams,
      5_000,
      100,
    );
    expect(await metricValue(h.url, 'agent_runs_total{profile="guarded",outcome="error"}')).toBe(0);
    expect(h.logs.filter((line) => /"level":(50|60)/.test(line))).toEqual([]);

    await forgetEveryone();
    h.llm.reset();
    await eventually("heap back near its baseline", async () => (await heapUsedAfterGc()) - baseline < 8 * 2 ** 20, 10_000, 500);
    const grownMb = ((await heapUsedAfterGc()) - baseline) / 2 ** 20;
    console.log(
      `load: ${streams} streams in ${LOAD_MS / 1000} s at concurrency ${STREAMS}; heap after forgetting every user: ${grownMb.toFixed(2)} MB over baseline`,
    );
  });
});
