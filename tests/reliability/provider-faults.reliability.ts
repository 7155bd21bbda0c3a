import type { ScriptedReply } from "../../scripts/local-model-server";
import { chatRequests, type Harness } from "../support/service-harness";
import { readEvents, sequenceOf, statusOf } from "../support/sse";
import { BOOK_PROMPT, PASS_SEQUENCE, startGuardedHarness } from "./support/guarded-harness";

const TIMEOUT_MS = 400;
const FAILED_SEQUENCE = ["status:input_guardrail", "status:memory_loaded", "status:routed", "status:writing", "error", "done"];

/**
 * Faults injected through the local model server. Each ends with error → done (never an answer built from a broken
 * stream), persists nothing, keeps /readyz honest (the provider is not a readiness dependency), and the very next
 * request is answered without a restart. An unhandled rejection fails the test (jest 30 reports it as a failure).
 */
describe("provider faults: the guarded service fails closed and recovers", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startGuardedHarness({ LLMHOST_TIMEOUT_MS: String(TIMEOUT_MS), LOG_LEVEL: "warn" });
  });
  afterAll(() => h.close());
  beforeEach(() => h.llm.reset());

  const faults: Array<[string, ScriptedReply[], string, number]> = [
    ["HTTP 500 twice (the single retry fails too)", [{ status: 500 }, { status: 500 }], "model provider error", 2],
    ["HTTP 429 then 503", [{ status: 429 }, { status: 503 }], "model provider error", 2],
    ["slower than LLMHOST_TIMEOUT_MS before any header", [{ text: "Too late.", delayMs: 5000 }], "model provider timed out", 1],
    [
      "a stream that stalls past LLMHOST_TIMEOUT_MS after the first token",
      [{ chunks: ["Read ", "Dune."], chunkDelayMs: 5000 }],
      "model provider timed out",
      1,
    ],
    ["a mid-stream drop after two chunks", [{ text: "Read Dune by Frank Herbert.", dropAfterChunks: 2 }], "model provider error", 1],
    ["malformed chunks after one chunk", [{ text: "Read Dune by Frank Herbert.", malformedAfterChunks: 1 }], "model provider error", 1],
    [
      "a drop before any token, then a drop again on the retry",
      [
        { text: "x", dropAfterChunks: 0 },
        { text: "x", dropAfterChunks: 0 },
      ],
      "model provider error",
      2,
    ],
    [
      "malformed before any token, twice",
      [
        { text: "x", malformedAfterChunks: 0 },
        { text: "x", malformedAfterChunks: 0 },
      ],
      "model provider error",
      2,
    ],
  ];

  it.each(faults)("%s: error → done, nothing persisted, /readyz 200, next request answered", async (_name, replies, detail, calls) => {
    const user = `fault-${Math.random().toString(36).slice(2, 10)}`;
    h.llm.enqueue(...replies);
    const started = Date.now();
    const events = await readEvents(await h.run({ prompt: BOOK_PROMPT, thread_id: "t", user_id: user }));
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 2 + 2000);
    expect(sequenceOf(events)).toEqual(FAILED_SEQUENCE);
    expect(events.find((event) => event.event === "error")?.data).toEqual({ detail, rule: "internal", tracerRunId: null });
    expect(chatRequests(h.llm)).toHaveLength(calls);
    expect(await h.service.profile.privacy!.threads.hasThread(user, "t")).toBe(false);

    const ready = await fetch(`${h.url}/readyz`);
    expect(ready.status).toBe(200);
    h.llm.enqueue({ text: "Try Dune by Frank Herbert." });
    const next = await readEvents(await h.run({ prompt: BOOK_PROMPT, thread_id: "t", user_id: user }));
    expect(sequenceOf(next)).toEqual(PASS_SEQUENCE);
    expect(statusOf(next, "memory_loaded").messages).toBe(0);
  });

  it("recovers when the single retry succeeds, with no error event", async () => {
    h.llm.enqueue({ status: 500 }, { text: "Try Dune by Frank Herbert." });
    const events = await readEvents(await h.run({ prompt: BOOK_PROMPT, thread_id: "t", user_id: "retry-user" }));
    expect(sequenceOf(events)).toEqual(PASS_SEQUENCE);
    expect(events.find((event) => event.event === "answer")?.data).toEqual({ text: "Try Dune by Frank Herbert." });
  });

  it("logs each failure by class only, never the upstream message", () => {
    expect(h.logs.join("")).not.toMatch(/Scripted failure|this is not json/);
  });
});
