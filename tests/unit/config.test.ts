import { spawnSync } from "node:child_process";
import path from "node:path";
import { ConfigError, loadConfig } from "../../src/config";

const local = { LLMHOST_BASE_URL: "http://127.0.0.1:9/v1" };

describe("loadConfig", () => {
  it("applies the documented defaults", () => {
    const config = loadConfig(local);
    expect(config).toMatchObject({
      AGENT_PROFILE: "guarded",
      PORT: 8000,
      HOST: "0.0.0.0",
      DATA_DIR: "./.data",
      ENV: "development",
      GUARDRAILS_ENABLED: true,
      GUARDRAILS_TOPIC: "books and reading recommendations",
      GUARDRAILS_MAX_OUTPUT_CHARS: 6000,
      TRACER_TRACING: false,
      TRACER_PROJECT: "Agent Blueprint Recipes",
      MEMORY_BACKEND: "postgres",
      LONG_TERM_MEMORY_LIMIT: 5,
      LONG_TERM_MEMORY_MAX_PER_USER: 500,
      CORS_ORIGINS: "http://localhost:3000",
      LOG_LEVEL: "info",
      SSE_HEARTBEAT_MS: 15000,
      SHUTDOWN_GRACE_MS: 25000,
      MAX_PROMPT_CHARS: 4000,
      THREAD_MEMORY_MAX_MESSAGES: 20,
      LLMHOST_TIMEOUT_MS: 60000,
      VECTORDB_BACKEND: "local",
      VECTORDB_NAMESPACE: "",
      WEBSEARCH_SEARCH_DEPTH: "basic",
      WEBSEARCH_MAX_RESULTS: 5,
    });
    expect(Object.isFrozen(config)).toBe(true);
  });

  it("treats empty values as unset and parses booleans and numbers", () => {
    const config = loadConfig({ ...local, PORT: "", GUARDRAILS_ENABLED: "false", TRACER_TRACING: "0", LONG_TERM_MEMORY_LIMIT: "7" });
    expect(config).toMatchObject({ PORT: 8000, GUARDRAILS_ENABLED: false, TRACER_TRACING: false, LONG_TERM_MEMORY_LIMIT: 7 });
  });

  it.each([
    [{ PORT: "eighty" }, "invalid configuration: PORT: "],
    [{ AGENT_PROFILE: "chatty" }, "invalid configuration: AGENT_PROFILE: "],
    [{ GUARDRAILS_ENABLED: "maybe" }, "invalid configuration: GUARDRAILS_ENABLED: expected true or false"],
    [{ MEMORY_BACKEND: "redis" }, "invalid configuration: MEMORY_BACKEND: "],
    [{ DB_ADDON_URI: "mysql://x" }, "invalid configuration: DB_ADDON_URI: expected a postgres:// connection string"],
    [{ LLMHOST_BASE_URL: "ftp://x" }, "invalid configuration: LLMHOST_BASE_URL: expected an http(s) URL"],
    [
      { LLMHOST_BASE_URL: "https://api.example.com/v1" },
      "invalid configuration: LLMHOST_API_KEY: required unless LLMHOST_BASE_URL is a loopback address",
    ],
    [{ TRACER_TRACING: "true" }, "invalid configuration: TRACER_API_KEY: required when TRACER_TRACING is true"],
    [
      { AGENT_PROFILE: "retrieval", VECTORDB_API_KEY: "pc-key" },
      "invalid configuration: VECTORDB_INDEX_NAME: required when VECTORDB_BACKEND is pinecone",
    ],
  ])("rejects %j", (env, message) => {
    expect(() => loadConfig({ ...local, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ ...local, ...env })).toThrow(message);
  });

  it("needs no provider key for a loopback model server", () => {
    expect(loadConfig({ LLMHOST_BASE_URL: "http://localhost:8011/v1" }).LLMHOST_API_KEY).toBeUndefined();
  });

  it("makes the process exit 1 with one line naming the variable, never the secret", () => {
    const secret = "sk-live-DO-NOT-PRINT-123";
    const result = spawnSync(process.execPath, ["--import", "tsx", path.join(__dirname, "../../src/main.ts")], {
      env: { PATH: process.env.PATH, LLMHOST_API_KEY: secret, LLMHOST_BASE_URL: "https://api.example.com/v1", PORT: "-5" },
      encoding: "utf8",
      timeout: 20000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split("\n")).toEqual([expect.stringMatching(/^invalid configuration: PORT: /)]);
    expect(result.stdout + result.stderr).not.toContain(secret);
  });
});
