import fc from "fast-check";
import type { Harness } from "../support/service-harness";
import { documentedOrWhy } from "./support/documented-outcome";
import { BOOK_PROMPT, PASS_SEQUENCE, startGuardedHarness } from "./support/guarded-harness";
import { hostileRequest } from "./support/hostile-requests";
import { createRawClient } from "./support/raw-request";
import { readEvents, sequenceOf } from "../support/sse";

const RUNS = 10_000;
const SEED = 424242;
const BATCH = 16;

/**
 * 10,000 generated requests (fast-check, fixed seed): any method, path parameters with malformed escapes, content
 * types, encodings (gzip, unknown), extra headers, and bodies from valid runs to random bytes, truncated JSON,
 * deep nesting and oversize. Sent 16 at a time. Zero 5xx, every answer one of the documented ones, no crash.
 */
describe("hostile input: 10,000 fuzzed requests", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startGuardedHarness({ LOG_LEVEL: "warn" }, { defaultReply: { text: "Try Middlemarch by George Eliot." } });
  });
  afterAll(() => h.close());

  it("never answers 5xx or anything undocumented, and the service keeps serving", async () => {
    const requests = fc.sample(hostileRequest, { seed: SEED, numRuns: RUNS });
    const client = createRawClient(h.url, BATCH);
    const problems: string[] = [];
    const statuses = new Map<number, number>();
    try {
      for (let start = 0; start < requests.length; start += BATCH) {
        await Promise.all(
          requests.slice(start, start + BATCH).map(async (request, offset) => {
            const why = await documentedOrWhy(client, request);
            if (why.status !== undefined) statuses.set(why.status, (statuses.get(why.status) ?? 0) + 1);
            if (why.problem)
              problems.push(
                `#${start + offset} ${request.method} ${request.path.slice(0, 80)} ${JSON.stringify(request.headers).slice(0, 160)}: ${why.problem}`,
              );
          }),
        );
        if (start % 1000 === 0) h.llm.reset(); // keep the model server's recordings bounded
      }
    } finally {
      client.close();
    }
    console.log(`hostile input: ${RUNS} requests, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);
    expect(problems.slice(0, 25)).toEqual([]);
    expect([...statuses.keys()].filter((status) => status >= 500)).toEqual([]);
    expect(h.logs.filter((line) => line.includes("unexpected server fault"))).toEqual([]);

    const after = await readEvents(await h.run({ prompt: BOOK_PROMPT, thread_id: "after-fuzz", user_id: "after-fuzz" }));
    expect(sequenceOf(after)).toEqual(PASS_SEQUENCE);
  });
});
