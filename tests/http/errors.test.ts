import { startHarness, type Harness } from "../support/service-harness";

/** Asymmetric matchers, typed `unknown` (jest types them `any`). */
const ANY_STRING: unknown = expect.any(String);
const stringContaining = (expected: string): unknown => expect.stringContaining(expected);

interface ErrorBody {
  detail: string;
  errors?: Array<{ path: string; message: string }>;
}

describe("HTTP errors before a stream starts", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ MAX_PROMPT_CHARS: "50" });
  });
  afterAll(() => h.close());

  const valid = { prompt: "Who wrote Emma?", thread_id: "t-1", user_id: "u-1" };

  it("415 when the content type is not JSON", async () => {
    const response = await fetch(`${h.url}/agent/run`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: JSON.stringify(valid),
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ detail: "content-type must be application/json" });
  });

  it("413 when the body is over 32 KiB", async () => {
    const response = await h.post("/agent/run", { ...valid, padding: "x".repeat(33 * 1024) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ detail: "request body too large (limit 32 KiB)" });
  });

  it("400 for malformed JSON", async () => {
    const response = await h.post("/agent/run", '{"prompt": "x",');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ detail: "invalid JSON body" });
  });

  it("400 with every schema violation listed", async () => {
    const response = await h.post("/agent/run", {
      prompt: "   ",
      thread_id: "-bad",
      temperature: 3,
      max_tokens: 0,
      history: [{ role: "system", content: "x" }],
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      detail: "invalid request body",
      errors: [
        { path: "prompt", message: "must not be empty" },
        { path: "temperature", message: stringContaining("2") },
        { path: "max_tokens", message: stringContaining("1") },
        { path: "history.0.role", message: ANY_STRING },
        { path: "thread_id", message: "must match ^[A-Za-z0-9][A-Za-z0-9._:@-]{0,127}$" },
        { path: "user_id", message: ANY_STRING },
      ],
    });
  });

  it("400 when the prompt is longer than MAX_PROMPT_CHARS after trimming", async () => {
    const response = await h.post("/agent/run", { ...valid, prompt: `  ${"a".repeat(51)}  ` });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).errors).toEqual([{ path: "prompt", message: "must be at most 50 characters" }]);
    const atLimit = await h.post("/agent/run", { ...valid, prompt: `  ${"a".repeat(50)}  ` });
    expect(atLimit.status).toBe(200);
    await atLimit.text();
  });

  it("400 for a JSON body that is not an object", async () => {
    const response = await h.post("/agent/run", "[1, 2]");
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).detail).toBe("invalid request body");
  });

  it("ignores unknown fields", async () => {
    const response = await h.post("/agent/run", { ...valid, surprise: true });
    expect(response.status).toBe(200);
    await response.text();
  });

  it("404 for unknown paths and methods", async () => {
    for (const [method, path] of [
      ["GET", "/nope"],
      ["POST", "/memory/u-1"],
      ["GET", "/agent/run"],
    ]) {
      const response = await fetch(h.url + path, { method });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ detail: "not found" });
    }
  });

  it("400 for a bad path parameter", async () => {
    const response = await fetch(`${h.url}/memory/${encodeURIComponent("bad id!")}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      detail: "invalid request",
      errors: [{ path: "user_id", message: "must match ^[A-Za-z0-9][A-Za-z0-9._:@-]{0,127}$" }],
    });
    const thread = await fetch(`${h.url}/threads/${"x".repeat(129)}`, { method: "DELETE" });
    expect(thread.status).toBe(400);
  });

  it("answers CORS preflights only for allowed origins and exposes the tracer header", async () => {
    const allowed = await fetch(`${h.url}/agent/run`, {
      method: "OPTIONS",
      headers: { origin: "http://localhost:3000", "access-control-request-method": "POST" },
    });
    expect(allowed.headers.get("access-control-allow-origin")).toBe("http://localhost:3000");
    const other = await fetch(`${h.url}/healthz`, { headers: { origin: "http://evil.example" } });
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
    const simple = await fetch(`${h.url}/healthz`, { headers: { origin: "http://localhost:3000" } });
    expect(simple.headers.get("access-control-expose-headers")).toBe("x-tracer-run-id,x-request-id");
  });
});

describe("malformed percent-encoding in a path parameter", () => {
  it("is a 400 invalid request, not a masked 500", async () => {
    const h = await startHarness();
    try {
      for (const [method, path] of [
        ["GET", "/memory/%zz"],
        ["DELETE", "/threads/%E0%A4%A"],
        ["GET", "/memory/%ff%fe/summary"],
      ]) {
        const response = await fetch(h.url + path, { method });
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({
          detail: "invalid request",
          errors: [{ path: "path", message: "malformed percent-encoding" }],
        });
      }
    } finally {
      await h.close();
    }
  });
});

describe("a body that claims a compression it does not have", () => {
  it("is a 400 invalid JSON body, not a masked 500", async () => {
    const h = await startHarness();
    try {
      for (const encoding of ["gzip", "deflate", "br"]) {
        const response = await h.post(
          "/agent/run",
          { prompt: "Who wrote Emma?", thread_id: "t", user_id: "u" },
          { "content-encoding": encoding },
        );
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({ detail: "invalid JSON body" });
      }
    } finally {
      await h.close();
    }
  });
});
