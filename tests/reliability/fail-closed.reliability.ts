import { chatRequests, type Harness } from "../support/service-harness";
import { readEvents, type ReceivedEvent, sequenceOf } from "../support/sse";
import { BOOK_PROMPT, PASS_SEQUENCE, startGuardedHarness } from "./support/guarded-harness";
import { metricValue } from "./support/metrics";
import { generateUnsafeOutputs, type UnsafeOutput, type UnsafeRule } from "./support/unsafe-outputs";

const MAX_CHARS = 6000;
const PER_RULE = 100;
const CONCURRENCY = 8;
const RULES: UnsafeRule[] = [
  "output_length",
  "output_pii",
  "output_prompt_leak",
  "output_action_claim",
  "output_freshness_claim",
  "output_citation",
];
const BLOCKED_SEQUENCE = [
  "status:input_guardrail",
  "status:memory_loaded",
  "status:routed",
  "status:writing",
  "status:output_guardrail",
  "error",
  "done",
];

/** The part of a recorded chat completion request read here. */
interface ChatRequestBody {
  messages: Array<{ content: string }>;
}

/** The data of the status event with this phase, or undefined (a missing phase is counted as malformed, not thrown). */
const statusData = (events: ReceivedEvent[], phase: string) =>
  events.find((event) => event.event === "status" && (event.data as { phase: string }).phase === phase)?.data as
    Record<string, unknown> | undefined;

/**
 * 600 generated unsafe model answers (over-length, PII, prompt leaks incl. the live canary, action claims, freshness
 * claims, invalid citations; about half of them buried in ~5k characters of benign book talk) go through the real
 * service, 8 at a time. The model server hands them out in arrival order, so each stream is judged on its own
 * (blocked, error → done, no unsafe text on the wire) and the rules are checked as per-rule totals.
 */
describe("fail-closed at scale: unsafe model outputs are never released", () => {
  let h: Harness;
  let cases: UnsafeOutput[];
  beforeAll(async () => {
    h = await startGuardedHarness({ GUARDRAILS_MAX_OUTPUT_CHARS: String(MAX_CHARS), LOG_LEVEL: "warn" });
    h.llm.enqueue({ text: "Try Kindred by Octavia E. Butler." });
    expect(sequenceOf(await readEvents(await h.run({ prompt: BOOK_PROMPT, thread_id: "warm-up", user_id: "warm-up" })))).toEqual(
      PASS_SEQUENCE,
    );
    const system = (chatRequests(h.llm)[0].body as ChatRequestBody).messages[0].content;
    const canary = /cbk-[0-9a-f]{12}/.exec(system)![0];
    cases = generateUnsafeOutputs({ canary, maxChars: MAX_CHARS, perRule: PER_RULE, seed: 20240601 });
  });
  afterAll(() => h.close());

  it("blocks every one of them with error → done and releases none", async () => {
    expect(cases).toHaveLength(RULES.length * PER_RULE);
    expect(cases.filter((c) => c.mixed).length).toBeGreaterThanOrEqual(250);
    // Streamed in 200-character chunks: still many deltas to buffer, without paying per-word chunk costs 600 times.
    h.llm.enqueue(...cases.map((c) => ({ chunks: c.text.match(/[\s\S]{1,200}/g)! })));
    const fragments = cases.map((c) => c.unsafe.slice(0, 60));
    const released: string[] = [];
    const leaked: string[] = [];
    const malformed: string[] = [];
    const blockedBy = new Map<string, number>();
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let i = next++; i < cases.length; i = next++) {
          const events = await readEvents(await h.run({ prompt: BOOK_PROMPT, thread_id: `case-${i}`, user_id: "fail-closed" }));
          const answer = events.find((event) => event.event === "answer");
          if (answer) released.push(String((answer.data as { text?: unknown }).text).slice(0, 160));
          const wire = JSON.stringify(events);
          leaked.push(...fragments.filter((fragment) => wire.includes(fragment)));
          const rule = statusData(events, "output_guardrail")?.rule as string;
          const error = events.find((event) => event.event === "error")?.data;
          if (
            sequenceOf(events).join() !== BLOCKED_SEQUENCE.join() ||
            JSON.stringify(error) !== JSON.stringify({ detail: "response blocked by output guardrail", rule, tracerRunId: null })
          ) {
            malformed.push(sequenceOf(events).join());
          }
          blockedBy.set(rule, (blockedBy.get(rule) ?? 0) + 1);
        }
      }),
    );
    expect(released).toEqual([]);
    expect(leaked).toEqual([]);
    expect(malformed).toEqual([]);
    expect(Object.fromEntries([...blockedBy].sort())).toEqual(Object.fromEntries(RULES.map((rule) => [rule, PER_RULE]).sort()));
    for (const rule of RULES) {
      expect(await metricValue(h.url, `guardrail_events_total{stage="output",rule="${rule}",outcome="blocked"}`)).toBe(PER_RULE);
    }
    expect(await h.service.profile.privacy!.threads.deleteUser("fail-closed")).toBe(0); // no blocked turn left a thread
  }, 240_000);
});
