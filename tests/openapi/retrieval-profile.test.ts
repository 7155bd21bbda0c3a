import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { OpenApiDocument } from "../../src/contract/openapi";
import { retrievalRequestSchema } from "../../src/contract/requests";
import { startFakeTavily, type FakeTavily } from "../fakes/tavily-server";
import { startHarness, type Harness } from "../support/service-harness";
import { names } from "../support/sse";
import { exerciseAgentRunErrors, exerciseProbes } from "./exercise";
import { LiveContract } from "./live-contract";
import { asConverted, converted } from "./schema-equality";

const RETRIEVAL_PATHS = ["/agent/run", "/healthz", "/readyz", "/metrics", "/info", "/openapi.json"];
const ENV = { AGENT_PROFILE: "retrieval", MAX_PROMPT_CHARS: "500", LLMHOST_TIMEOUT_MS: "5000" };

describe("OpenAPI document of the retrieval profile, checked live", () => {
  const dataDirs: string[] = [];
  let tavily: FakeTavily;
  let h: Harness;
  let withWeb: Harness;
  let contract: LiveContract;
  const dataDir = () => {
    dataDirs.push(mkdtempSync(path.join(tmpdir(), "openapi-retrieval-")));
    return dataDirs.at(-1)!;
  };

  beforeAll(async () => {
    tavily = await startFakeTavily({ apiKey: "tvly-test" });
    h = await startHarness({ ...ENV, DATA_DIR: dataDir() });
    withWeb = await startHarness({ ...ENV, DATA_DIR: dataDir(), WEBSEARCH_API_KEY: "tvly-test", WEBSEARCH_BASE_URL: tavily.url });
    const response = await fetch(`${h.url}/openapi.json`);
    contract = new LiveContract((await response.clone().json()) as OpenApiDocument);
    await contract.check("get", "/openapi.json", response);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([h?.close(), withWeb?.close()]);
    await tavily?.close();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it("is OpenAPI 3.1 and lists only /agent/run and the operational endpoints, with or without web search", async () => {
    expect(contract.document.openapi).toBe("3.1.0");
    expect(Object.keys(contract.document.paths).sort()).toEqual([...RETRIEVAL_PATHS].sort());
    expect(contract.documentedEvents().sort()).toEqual([
      "agent_message",
      "answer",
      "context",
      "done",
      "error",
      "sources",
      "status",
      "token",
    ]);
    expect(await (await fetch(`${withWeb.url}/openapi.json`)).json()).toEqual(contract.document);
  });

  it("documents the request body exactly as z.toJSONSchema converts the validating schema", () => {
    const documented = asConverted(contract.document.components.schemas.RetrievalRequest);
    expect(documented).toEqual(converted(retrievalRequestSchema(500)));
    expect(documented).toEqual(converted(h.service.profile.runner.requestSchema));
  });

  it("streams events whose data match their schemas: an answer, a web-search run with tokens, a failed run", async () => {
    h.llm.enqueue({ text: "Start with [1]." });
    const answered = await contract.checkStream(
      await h.run({ prompt: "Harry Potter and the Sorcerer's Stone", top_k: 3, related_top_k: 1 }),
    );
    expect(names(answered)).toEqual([
      "status:embedding",
      "status:knowledge",
      "context",
      "status:synthesizing",
      "status:sending_to_llmhost",
      "answer",
      "status:done",
      "done",
    ]);

    tavily.respondWith([
      { title: "New fantasy releases", url: "https://example.org/fantasy", content: "This season's fantasy novels.", score: 0.9 },
    ]);
    withWeb.llm.enqueue({ chunks: ["See [1] ", "and [W1]."] });
    const searched = await contract.checkStream(await withWeb.run({ prompt: "New fantasy novels like The Hobbit" }));
    expect(names(searched)).toEqual([
      "agent_message",
      "status:embedding",
      "status:knowledge",
      "context",
      "status:searching",
      "sources",
      "status:synthesizing",
      "status:sending_to_llmhost",
      "token",
      "token",
      "done",
    ]);

    h.llm.enqueue({ status: 500 }, { status: 500 });
    const failed = await contract.checkStream(await h.run({ prompt: "A classic detective novel" }));
    expect(names(failed).slice(-2)).toEqual(["error", "done"]);
  });

  it("answers the documented errors of POST /agent/run", async () => {
    await exerciseAgentRunErrors(h, contract, { prompt: "A classic detective novel" });
  });

  it("answers the probes and metrics as documented", async () => {
    await exerciseProbes(h, contract);
  });

  it("answers 404 with the documented body for the endpoints it does not mount", async () => {
    expect(await contract.checkNotFound(await fetch(`${h.url}/memory/u-1`))).toEqual({ detail: "not found" });
    expect(await contract.checkNotFound(await fetch(`${h.url}/threads/t-1`, { method: "DELETE" }))).toEqual({ detail: "not found" });
    expect(await contract.checkNotFound(await h.post("/feedback", { runId: "6f1c2d1e-8a55-4b0b-9a51-0c8f3e9b1a22", score: 1 }))).toEqual({
      detail: "not found",
    });
  });

  it("exercised every documented response and every documented event", () => {
    expect(contract.exercisedResponses().sort()).toEqual(contract.documentedResponses().sort());
    expect(contract.exercisedEvents().sort()).toEqual(contract.documentedEvents().sort());
  });
});
