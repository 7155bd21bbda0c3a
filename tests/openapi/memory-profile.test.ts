import type { OpenApiDocument } from "../../src/contract/openapi";
import { conversationRequestSchema, identifier } from "../../src/contract/requests";
import { startHarness, type Harness } from "../support/service-harness";
import { names, sequenceOf, statusOf } from "../support/sse";
import { exerciseAgentRunErrors, exercisePrivacyEndpoints, exerciseProbes, exerciseThreadBusy } from "./exercise";
import { withFault } from "./fault";
import { LiveContract } from "./live-contract";
import { asConverted, converted, parameterSchemas } from "./schema-equality";

const MEMORY_PATHS = [
  "/agent/run",
  "/memory/{user_id}",
  "/memory/{user_id}/summary",
  "/threads/{thread_id}",
  "/healthz",
  "/readyz",
  "/metrics",
  "/info",
  "/openapi.json",
];

describe("OpenAPI document of the memory profile, checked live", () => {
  let h: Harness;
  let contract: LiveContract;
  const body = (prompt: string, thread = "t-1") => ({ prompt, thread_id: thread, user_id: "u-1" });

  beforeAll(async () => {
    h = await startHarness({
      AGENT_PROFILE: "memory",
      THREAD_LOCK_TIMEOUT_MS: "300",
      SSE_HEARTBEAT_MS: "100",
      MAX_PROMPT_CHARS: "500",
      LLMHOST_TIMEOUT_MS: "5000",
    });
    const response = await fetch(`${h.url}/openapi.json`);
    contract = new LiveContract((await response.clone().json()) as OpenApiDocument);
    await contract.check("get", "/openapi.json", response);
  });
  afterAll(() => h.close());

  it("is OpenAPI 3.1 and lists exactly the endpoints the memory profile mounts", () => {
    expect(contract.document.openapi).toBe("3.1.0");
    expect(Object.keys(contract.document.paths).sort()).toEqual([...MEMORY_PATHS].sort());
    expect(contract.documentedEvents().sort()).toEqual(["done", "error", "heartbeat", "status", "token"]);
  });

  it("documents the request body and parameters exactly as z.toJSONSchema converts the validating schemas", () => {
    const documented = asConverted(contract.document.components.schemas.ConversationRequest);
    expect(documented).toEqual(converted(conversationRequestSchema(500)));
    expect(documented).toEqual(converted(h.service.profile.runner.requestSchema));
    for (const [, schema] of parameterSchemas(contract.document)) expect(asConverted(schema)).toEqual(converted(identifier));
  });

  it("streams events whose data match their schemas: tokens, degraded memory, heartbeats and a failed run", async () => {
    h.llm.enqueue({ chunks: ["Try ", "The Dispossessed."] });
    const first = await contract.checkStream(
      await h.run(body("Remember that my favorite author is Ursula K. Le Guin. Recommend a novel.")),
    );
    expect(sequenceOf(first)).toEqual([
      "status:memory_loaded",
      "status:routed",
      "status:writing",
      "token",
      "token",
      "status:memory_saved",
      "done",
    ]);

    h.llm.enqueue({ text: "Noted.", delayMs: 450 });
    const slow = await withFaults(async () => contract.checkStream(await h.run(body("Any classic by my favorite author?", "t-2"))));
    expect(statusOf(slow, "memory_loaded").degraded).toBe(true);
    expect(statusOf(slow, "memory_saved").ok).toBe(false);
    expect(names(slow)).toContain("heartbeat");

    h.llm.enqueue({ status: 500 }, { status: 500 });
    const failed = await contract.checkStream(await h.run(body("Recommend a short novel", "t-3")));
    expect(sequenceOf(failed)).toEqual(["status:memory_loaded", "status:routed", "status:writing", "error", "done"]);
    expect(failed.find((e) => e.event === "error")?.data).toEqual({ detail: "model provider error", recoverable: true });
  });

  it("answers the documented errors of POST /agent/run", async () => {
    await exerciseAgentRunErrors(h, contract, body("Recommend a novel"));
    await exerciseThreadBusy(h, contract, body("Recommend a novel", "t-busy"));
  });

  it("answers the privacy endpoints and their errors as documented", async () => {
    await exercisePrivacyEndpoints(h, contract, "u-1", "t-1");
  });

  it("answers the probes and metrics as documented", async () => {
    await exerciseProbes(h, contract);
  });

  it("answers 404 with the documented body, also for endpoints only the guarded profile mounts", async () => {
    expect(await contract.checkNotFound(await fetch(`${h.url}/no-such-path`))).toEqual({ detail: "not found" });
    expect(await contract.checkNotFound(await h.post("/feedback", { runId: "6f1c2d1e-8a55-4b0b-9a51-0c8f3e9b1a22", score: 1 }))).toEqual({
      detail: "not found",
    });
  });

  it("exercised every documented response and every documented event", () => {
    expect(contract.exercisedResponses().sort()).toEqual(contract.documentedResponses().sort());
    expect(contract.exercisedEvents().sort()).toEqual(contract.documentedEvents().sort());
  });

  /** Long-term recall and save both fail during `run`. */
  async function withFaults<T>(run: () => Promise<T>): Promise<T> {
    let result: T | undefined;
    const store = h.service.profile.privacy!.store;
    await withFault(store, "recall", () => withFault(store, "save", async () => void (result = await run())));
    return result as T;
  }
});
