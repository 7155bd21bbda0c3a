import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../../src/config";
import { clientInfoFromConfig, locateWebRoot } from "../../src/http/routes/web-client";
import { startHarness, type Harness } from "../support/service-harness";

const REPO = join(__dirname, "..", "..");
const base = { LLMHOST_BASE_URL: "http://127.0.0.1:9/v1" };

describe("web client routes served by the service", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ AGENT_PROFILE: "memory", MAX_PROMPT_CHARS: "1234" });
  });
  afterAll(() => h?.close());

  it("serves the page at / with a strict same-origin policy, nosniff and revalidated caching", async () => {
    const response = await fetch(`${h.url}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.get("etag")).toMatch(/^W\/".+"$/);
    expect(response.headers.get("content-security-policy")).toBe(
      "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; manifest-src 'self'; " +
        "base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
    expect(await response.text()).toContain('<script type="module" src="/js/main.js"></script>');
  });

  it("answers GET /info with the profile, features and prompt limit, and nothing else", async () => {
    const response = await fetch(`${h.url}/info`);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({
      profile: "memory",
      features: { memory: true, guardrails: false, tracing: false, webSearch: false, signIn: false },
      limits: { maxPromptChars: 1234 },
    });
  });

  it("serves eventsource-parser's ES module build from node_modules as JavaScript", async () => {
    const response = await fetch(`${h.url}/vendor/eventsource-parser.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const source = await response.text();
    expect(source).toContain("function createParser(");
    expect(source).toMatch(/^export \{[^}]*createParser/m);
  });

  it("serves the client's modules and styles with their types, and 404s (JSON) for anything else", async () => {
    expect((await fetch(`${h.url}/js/main.js`)).headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect((await fetch(`${h.url}/styles.css`)).headers.get("content-type")).toBe("text/css; charset=utf-8");
    for (const path of ["/js/missing.js", "/%2e%2e/package.json", "/..%2fpackage.json", "/.gitignore"]) {
      const response = await fetch(`${h.url}${path}`);
      expect([path, response.status]).toEqual([path, 404]);
      expect(await response.json()).toEqual({ detail: "not found" });
    }
    expect((await fetch(`${h.url}/`, { method: "POST" })).status).toBe(404);
  });
});

describe("clientInfoFromConfig", () => {
  it.each([
    [
      { AGENT_PROFILE: "guarded" },
      { profile: "guarded", features: { memory: true, guardrails: true, tracing: false, webSearch: false, signIn: false } },
    ],
    [
      { AGENT_PROFILE: "guarded", GUARDRAILS_ENABLED: "false", TRACER_TRACING: "true", TRACER_ENDPOINT: "http://127.0.0.1:9" },
      { profile: "guarded", features: { memory: true, guardrails: false, tracing: true, webSearch: false, signIn: false } },
    ],
    [
      { AGENT_PROFILE: "memory", TRACER_TRACING: "true", TRACER_ENDPOINT: "http://127.0.0.1:9" },
      { profile: "memory", features: { memory: true, guardrails: false, tracing: false, webSearch: false, signIn: false } },
    ],
    [
      { AGENT_PROFILE: "memory", AUTH_MODE: "jwt", AUTH_JWT_SECRET: "a-shared-secret-of-at-least-32-characters" },
      { profile: "memory", features: { memory: true, guardrails: false, tracing: false, webSearch: false, signIn: true } },
    ],
    [
      { AGENT_PROFILE: "retrieval", WEBSEARCH_API_KEY: "tvly-secret" },
      { profile: "retrieval", features: { memory: false, guardrails: false, tracing: false, webSearch: true, signIn: false } },
    ],
  ])("%j → %j", (env, expected) => {
    const info = clientInfoFromConfig(loadConfig({ ...base, ...env }));
    expect(info).toEqual({ ...expected, limits: { maxPromptChars: 4000 } });
    expect(JSON.stringify(info)).not.toContain("secret");
  });
});

describe("locateWebRoot", () => {
  it("finds web/ from the source tree (tsx) and from the compiled tree (dist/)", () => {
    expect(locateWebRoot(join(REPO, "src", "http", "routes"))).toBe(join(REPO, "web"));
    expect(locateWebRoot(join(REPO, "dist", "src", "http", "routes"))).toBe(join(REPO, "web"));
  });

  it("fails clearly when there is no web client above the folder", () => {
    expect(() => locateWebRoot(tmpdir())).toThrow(`web client not found: no web/index.html above ${tmpdir()}`);
  });
});
