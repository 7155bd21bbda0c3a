import { buildOpenApiDocument, type OpenApiDocument } from "../../src/contract/openapi";
import { conversationRequestSchema } from "../../src/contract/requests";
import { LiveContract } from "../openapi/live-contract";
import { chatRequests, startHarness, waitFor, type Harness } from "../support/service-harness";
import { expectCompleteRun } from "./answers";

const RETRY_AFTER = { description: "Whole seconds to wait before retrying", schema: { type: "string", pattern: "^[1-9][0-9]*$" } };

describe("OpenAPI with the admission limits on", () => {
  let h: Harness;
  let contract: LiveContract;
  beforeAll(async () => {
    h = await startHarness({ MAX_CONCURRENT_RUNS: "1", RATE_LIMIT_RUNS_PER_MINUTE: "1" });
    contract = new LiveContract((await (await fetch(`${h.url}/openapi.json`)).json()) as OpenApiDocument);
  });
  afterAll(() => h.close());

  it("documents 429 and 503 on POST /agent/run with Retry-After, and the live answers match", async () => {
    const responses = contract.document.paths["/agent/run"].post!.responses;
    expect(responses["429"]).toMatchObject({
      headers: { "retry-after": RETRY_AFTER },
      content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorBody" } } },
    });
    expect(responses["503"]).toMatchObject({
      headers: { "retry-after": RETRY_AFTER },
      content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorBody" } } },
    });

    h.llm.enqueue({ text: "Slow.", delayMs: 800 });
    const running = await h.run({ prompt: "Recommend a novel", thread_id: "t-1", user_id: "u-1" });
    await waitFor(() => chatRequests(h.llm).length === 1);
    expect(await contract.check("post", "/agent/run", await h.run({ prompt: "Another", thread_id: "t-2", user_id: "u-1" }))).toEqual({
      detail: "too many concurrent runs",
    });
    await expectCompleteRun(running);
    expect(await contract.check("post", "/agent/run", await h.run({ prompt: "Another", thread_id: "t-2", user_id: "u-1" }))).toEqual({
      detail: "rate limit exceeded",
    });
    expect(contract.exercisedResponses().sort()).toEqual(["POST /agent/run 429", "POST /agent/run 503"]);
  });

  it("documents neither when both limits are off, and keeps the identity provider's 503 in jwt mode", () => {
    const schema = conversationRequestSchema(4000);
    const off = buildOpenApiDocument("memory", schema).paths["/agent/run"].post!.responses;
    expect(Object.keys(off)).not.toContain("429");
    expect(Object.keys(off)).not.toContain("503");
    const jwt = buildOpenApiDocument("memory", schema, { jwt: true, metricsToken: false }, { rateLimit: false, concurrency: true });
    const unavailable = jwt.paths["/agent/run"].post!.responses["503"];
    expect(unavailable.description).toMatch(/identity provider.*; or: MAX_CONCURRENT_RUNS/);
    expect(unavailable.headers).toEqual({ "retry-after": RETRY_AFTER });
    expect(jwt.paths["/agent/run"].post!.responses["429"]).toBeUndefined();
  });
});
