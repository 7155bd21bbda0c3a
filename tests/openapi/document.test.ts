import packageJson from "../../package.json";
import { buildOpenApiDocument } from "../../src/contract/openapi";
import { conversationRequestSchema, retrievalRequestSchema } from "../../src/contract/requests";
import type { Profile } from "../../src/contract/events";
import { LiveContract } from "./live-contract";

const PROFILES: Profile[] = ["guarded", "memory", "retrieval"];
const document = (profile: Profile) =>
  buildOpenApiDocument(profile, profile === "retrieval" ? retrievalRequestSchema(4000) : conversationRequestSchema(4000));

/** The parts of the StatusPhase and StatusEvent components the phase test reads. */
interface StatusComponents {
  StatusPhase: { enum: string[] };
  StatusEvent: { oneOf: Array<{ properties: { phase: { const: string } } }> };
}

/** Every `$ref` anywhere in a value. */
function refs(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refs);
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) => (key === "$ref" ? [inner as string] : refs(inner)));
}

describe("OpenAPI document", () => {
  it("lists per profile only the endpoints that profile mounts", () => {
    expect(Object.keys(document("retrieval").paths)).toEqual(["/agent/run", "/healthz", "/readyz", "/metrics", "/info", "/openapi.json"]);
    expect(Object.keys(document("memory").paths)).toEqual([
      "/agent/run",
      "/memory/{user_id}",
      "/memory/{user_id}/summary",
      "/threads/{thread_id}",
      "/healthz",
      "/readyz",
      "/metrics",
      "/info",
      "/openapi.json",
    ]);
    expect(Object.keys(document("guarded").paths)).toEqual([
      "/agent/run",
      "/memory/{user_id}",
      "/memory/{user_id}/summary",
      "/threads/{thread_id}",
      "/feedback",
      "/healthz",
      "/readyz",
      "/metrics",
      "/info",
      "/openapi.json",
    ]);
  });

  it("maps each profile's stream events to their schemas", () => {
    const events = (profile: Profile) => new LiveContract(document(profile)).documentedEvents();
    expect(events("guarded")).toEqual(["status", "answer", "error", "heartbeat", "done"]);
    expect(events("memory")).toEqual(["status", "token", "error", "heartbeat", "done"]);
    expect(events("retrieval")).toEqual(["agent_message", "status", "context", "sources", "token", "answer", "error", "done"]);
    expect(document("retrieval").paths["/agent/run"].post!.responses["200"].content!["text/event-stream"]["x-sse-events"]).toEqual({
      agent_message: { $ref: "#/components/schemas/AgentMessageEvent" },
      status: { $ref: "#/components/schemas/StatusEvent" },
      context: { $ref: "#/components/schemas/ContextEvent" },
      sources: { $ref: "#/components/schemas/SourcesEvent" },
      token: { $ref: "#/components/schemas/TokenEvent" },
      answer: { $ref: "#/components/schemas/AnswerEvent" },
      error: { $ref: "#/components/schemas/ErrorEvent" },
      done: { $ref: "#/components/schemas/DoneEvent" },
    });
  });

  it.each(PROFILES)("%s: every $ref resolves to a component, and every component compiles (ajv, strict)", (profile) => {
    const doc = document(profile);
    const missing = refs(doc).filter((ref) => !(ref.replace("#/components/schemas/", "") in doc.components.schemas));
    expect(missing).toEqual([]);
    expect(() => new LiveContract(doc).compileAll()).not.toThrow();
  });

  it("has one StatusPhase enum, and one status shape per phase", () => {
    const { StatusPhase, StatusEvent } = document("memory").components.schemas as unknown as StatusComponents;
    expect(StatusPhase.enum).toEqual([
      "input_guardrail",
      "output_guardrail",
      "memory_loaded",
      "routed",
      "writing",
      "memory_saved",
      "embedding",
      "knowledge",
      "searching",
      "synthesizing",
      "sending_to_llmhost",
      "done",
    ]);
    expect(StatusEvent.oneOf.map((shape) => shape.properties.phase.const)).toEqual(StatusPhase.enum);
  });

  it("carries the package version", () => {
    expect(document("guarded").info.version).toBe(packageJson.version);
  });

  it("the live checker rejects a body that breaks its documented schema", async () => {
    const contract = new LiveContract(document("memory"));
    const response = new Response(JSON.stringify({ status: "ready", checks: {} }), {
      status: 200,
      headers: { "content-type": "application/json" },
    });
    await expect(contract.check("get", "/healthz", response)).rejects.toThrow("GET /healthz 200 does not match its schema");
  });
});
