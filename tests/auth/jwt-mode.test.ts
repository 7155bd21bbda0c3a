import { createHmac } from "node:crypto";
import { createUserPseudonym } from "../../src/auth/user-pseudonym";
import { encodeSegment, startFakeJwks, type FakeJwks } from "../fakes/jwks-server";
import { startFakeTracer, type FakeTracer } from "../fakes/tracer-server";
import { startCountingProxy, type CountingProxy } from "../support/counting-proxy";
import { createServerTestDatabase, type TestDatabase } from "../support/databases";
import { chatRequests, startHarness, type Harness } from "../support/service-harness";
import { dataOf, readEvents, sequenceOf } from "../support/sse";

const AUDIENCE = "book-assistant";
const HASH_KEY = "trace-user-hash-key-for-tests";
const METRICS_TOKEN = "metrics-token-for-scrapers";
const ALICE = "alice.reader-7f3c@example.org";
const MALLORY = "mallory-9d21";
const now = () => Math.floor(Date.now() / 1000);

interface ChatBody {
  messages: Array<{ role: string; content: string }>;
}

describe("AUTH_MODE=jwt (guarded profile, tracing on, long-term memory on the real PostgreSQL)", () => {
  let jwks: FakeJwks;
  let tracer: FakeTracer;
  let database: TestDatabase;
  let proxy: CountingProxy;
  let h: Harness;
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const tokenFor = (sub: string) => jwks.sign({ sub });
  const run = async (body: Record<string, unknown>, token?: string) =>
    fetch(`${h.url}/agent/run`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? bearer(token) : {}) },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    jwks = await startFakeJwks(AUDIENCE);
    tracer = await startFakeTracer({ apiKey: "tracer-key" });
    database = await createServerTestDatabase();
    const url = new URL(database.url!);
    proxy = await startCountingProxy(url.hostname, Number(url.port || 5432));
    url.host = `127.0.0.1:${proxy.port}`;
    h = await startHarness({
      AGENT_PROFILE: "guarded",
      AUTH_MODE: "jwt",
      AUTH_JWKS_URL: jwks.url,
      AUTH_ISSUER: jwks.issuer,
      AUTH_AUDIENCE: AUDIENCE,
      METRICS_TOKEN,
      TRACE_USER_HASH_KEY: HASH_KEY,
      MEMORY_BACKEND: "postgres",
      DB_ADDON_URI: url.toString(),
      TRACER_TRACING: "true",
      TRACER_ENDPOINT: tracer.url,
      TRACER_API_KEY: "tracer-key",
    });
  });
  afterAll(async () => {
    await h.close();
    await proxy.close();
    await database.drop();
    await tracer.close();
    await jwks.close();
  });

  const forged: Array<[string, () => Promise<Record<string, string>>]> = [
    ["no Authorization header", () => Promise.resolve({})],
    ["a Basic credential", () => Promise.resolve({ authorization: "Basic YWxpY2U6c2VjcmV0" })],
    ["a malformed token", () => Promise.resolve(bearer("not.a.token"))],
    ["an expired token", async () => bearer(await jwks.sign({ exp: now() - 120 }))],
    ["a token not yet valid", async () => bearer(await jwks.sign({ nbf: now() + 120 }))],
    ["a token from another issuer", async () => bearer(await jwks.sign({ iss: "https://evil.example/" }))],
    ["a token for another audience", async () => bearer(await jwks.sign({ aud: "other-service" }))],
    ["a token with a bad signature", async () => bearer(await jwks.sign({}, { key: await jwks.strangerKey() }))],
    [
      "an alg:none token",
      () => Promise.resolve(bearer(`${encodeSegment({ alg: "none" })}.${encodeSegment({ sub: ALICE, exp: now() + 60 })}.`)),
    ],
    [
      "an HS256 token signed with the provider's RSA public key",
      async () => {
        const header = encodeSegment({ alg: "HS256", kid: jwks.currentKid() });
        const payload = encodeSegment({ sub: ALICE, iss: jwks.issuer, aud: AUDIENCE, exp: now() + 60 });
        const signature = createHmac("sha256", await jwks.publicKeyPem())
          .update(`${header}.${payload}`)
          .digest("base64url");
        return bearer(`${header}.${payload}.${signature}`);
      },
    ],
  ];

  it("refuses every bad credential with 401 and WWW-Authenticate: Bearer; the model, tracer and database see nothing", async () => {
    const modelBefore = h.llm.requests.length;
    const tracerBefore = tracer.requests.length;
    const databaseBefore = await quietDatabase(proxy);
    const attempts: Array<[string, string, unknown]> = [
      ["POST", "/agent/run", { prompt: "Who wrote Dune?", thread_id: "t-1", user_id: ALICE }],
      ["GET", `/memory/${ALICE}`, undefined],
      ["GET", `/memory/${ALICE}/summary`, undefined],
      ["DELETE", `/memory/${ALICE}`, undefined],
      ["DELETE", "/threads/t-1", undefined],
      ["POST", "/feedback", { runId: "7d0c7f5e-3c1a-4a53-9d1e-0b1f3b1c2d3e", score: 1 }],
    ];
    for (const [name, headersOf] of forged) {
      for (const [method, path, body] of attempts) {
        const response = await fetch(h.url + path, {
          method,
          headers: { ...(body ? { "content-type": "application/json" } : {}), ...(await headersOf()) },
          body: body ? JSON.stringify(body) : undefined,
        });
        expect([name, method, path, response.status, response.headers.get("www-authenticate")]).toEqual([
          name,
          method,
          path,
          401,
          "Bearer",
        ]);
        expect(await response.json()).toEqual({
          detail: expect.stringMatching(/^(missing bearer token|invalid token|token expired)$/) as unknown,
        });
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(h.llm.requests.length).toBe(modelBefore);
    expect(tracer.requests.length).toBe(tracerBefore);
    expect(proxy.bytesUpstream()).toBe(databaseBefore);
  });

  it("takes the user from the token: a spoofed body user_id is ignored, and a planted memory stays with its author", async () => {
    const alice = await tokenFor(ALICE);
    const mallory = await tokenFor(MALLORY);
    h.llm.enqueue({ text: "Noted." });
    const planted = await readEvents(
      await run({ prompt: "Remember that my favorite author is Zed Plantwright.", thread_id: "t-plant", user_id: ALICE }, mallory),
    );
    expect(sequenceOf(planted).at(-1)).toBe("done");
    const malloryList = (await (await fetch(`${h.url}/memory/${MALLORY}`, { headers: bearer(mallory) })).json()) as {
      memories: Array<{ text: string }>;
    };
    expect(malloryList.memories.map((memory) => memory.text)).toEqual([expect.stringContaining("Zed Plantwright")]);
    const aliceList = (await (await fetch(`${h.url}/memory/${encodeURIComponent(ALICE)}`, { headers: bearer(alice) })).json()) as {
      userId: string;
      memories: unknown[];
    };
    expect(aliceList).toMatchObject({ userId: ALICE, memories: [] });

    h.llm.reset();
    h.llm.enqueue({ text: "Try Dune." });
    const answer = await readEvents(await run({ prompt: "What should I read next?", thread_id: "t-1", user_id: MALLORY }, alice));
    expect(dataOf(answer, "answer").text).toBe("Try Dune.");
    const system = (chatRequests(h.llm)[0].body as ChatBody).messages[0].content;
    expect(system).not.toContain("Plantwright");
  });

  it("answers 403 on another user's memory and scopes thread deletion to the caller", async () => {
    const alice = await tokenFor(ALICE);
    const mallory = await tokenFor(MALLORY);
    for (const [method, path] of [
      ["GET", `/memory/${encodeURIComponent(ALICE)}`],
      ["GET", `/memory/${encodeURIComponent(ALICE)}/summary`],
      ["DELETE", `/memory/${encodeURIComponent(ALICE)}`],
    ]) {
      const response = await fetch(h.url + path, { method, headers: bearer(mallory) });
      expect([method, path, response.status, await response.json()]).toEqual([method, path, 403, { detail: "forbidden" }]);
    }
    h.llm.enqueue({ text: "Hello." }, { text: "Hello." });
    await readEvents(await run({ prompt: "Recommend a novel", thread_id: "shared-id" }, alice));
    await readEvents(await run({ prompt: "Recommend a novel", thread_id: "shared-id" }, mallory));
    const remove = async (token: string, query = "") =>
      (await (await fetch(`${h.url}/threads/shared-id${query}`, { method: "DELETE", headers: bearer(token) })).json()) as unknown;
    expect(await remove(mallory, `?user_id=${encodeURIComponent(ALICE)}`)).toEqual({ threadId: "shared-id", deleted: true });
    expect(await remove(mallory)).toEqual({ threadId: "shared-id", deleted: false });
    expect(await remove(alice)).toEqual({ threadId: "shared-id", deleted: true });
  });

  it("keeps probes, /info and the OpenAPI document public, puts /metrics behind METRICS_TOKEN, and documents the scheme", async () => {
    for (const path of ["/healthz", "/info", "/openapi.json", "/"]) expect([path, (await fetch(h.url + path)).status]).toEqual([path, 200]);
    const info = (await (await fetch(`${h.url}/info`)).json()) as { features: { signIn: boolean } };
    expect(info.features.signIn).toBe(true);
    const metrics = async (headers: Record<string, string>) => fetch(`${h.url}/metrics`, { headers });
    const anonymous = await metrics({});
    expect([anonymous.status, anonymous.headers.get("www-authenticate")]).toEqual([401, "Bearer"]);
    expect((await metrics(bearer(await tokenFor(ALICE)))).status).toBe(401);
    expect((await metrics(bearer(`${METRICS_TOKEN}x`))).status).toBe(401);
    const scraped = await metrics(bearer(METRICS_TOKEN));
    expect(scraped.status).toBe(200);
    expect(await scraped.text()).toContain("guardrail_events_total");

    const document = (await (await fetch(`${h.url}/openapi.json`)).json()) as {
      components: { securitySchemes: Record<string, unknown> };
      paths: Record<
        string,
        Record<string, { security?: unknown; responses: Record<string, unknown>; parameters?: Array<{ name: string }> }>
      >;
    };
    expect(document.components.securitySchemes).toEqual({
      bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT", description: expect.any(String) as unknown },
      metricsToken: { type: "http", scheme: "bearer", description: "METRICS_TOKEN" },
    });
    for (const [path, method] of [
      ["/agent/run", "post"],
      ["/memory/{user_id}", "get"],
      ["/memory/{user_id}", "delete"],
      ["/memory/{user_id}/summary", "get"],
      ["/threads/{thread_id}", "delete"],
      ["/feedback", "post"],
    ]) {
      const operation = document.paths[path][method];
      expect([path, method, operation.security, Object.keys(operation.responses).includes("401")]).toEqual([
        path,
        method,
        [{ bearerAuth: [] }],
        true,
      ]);
      expect([path, method, Object.keys(operation.responses).includes("403")]).toEqual([path, method, path.startsWith("/memory/")]);
    }
    expect(document.paths["/threads/{thread_id}"].delete.parameters?.map((parameter) => parameter.name)).toEqual(["thread_id"]);
    expect(document.paths["/metrics"].get.security).toEqual([{ metricsToken: [] }]);
    expect(document.paths["/healthz"].get.security).toBeUndefined();
  });

  it("puts user ids into traces only as their keyed hash, and audits privacy operations by that hash", async () => {
    const alice = await tokenFor(ALICE);
    h.llm.enqueue({ text: "Sure." });
    const events = await readEvents(await run({ prompt: "Recommend a mystery novel", thread_id: "t-trace" }, alice));
    expect(sequenceOf(events).at(-1)).toBe("done");
    await fetch(`${h.url}/memory/${encodeURIComponent(ALICE)}`, { headers: bearer(alice) });
    await waitForTraces(tracer);
    const sent = tracer.rawBodies.join("\n");
    const hashed = createUserPseudonym(HASH_KEY)(ALICE);
    expect(sent).toContain(hashed);
    expect(sent).not.toContain(ALICE);
    expect(sent).not.toContain("alice.reader-7f3c");
    const audit = h.logs.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.audit === "privacy");
    expect(audit.length).toBeGreaterThan(0);
    expect(audit.at(-1)).toMatchObject({ route: "GET /memory/{user_id}", outcome: "ok", user: hashed });
    expect(h.logs.join("")).not.toContain("alice.reader-7f3c");
  });
});

/** The proxy's byte count once start-up work (migrations, the idle-thread purge) has gone quiet for 300 ms. */
async function quietDatabase(proxy: CountingProxy): Promise<number> {
  let last = -1;
  while (proxy.bytesUpstream() !== last) {
    last = proxy.bytesUpstream();
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return last;
}

async function waitForTraces(tracer: FakeTracer): Promise<void> {
  const deadline = Date.now() + 5000;
  while (tracer.runs.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  await new Promise((resolve) => setTimeout(resolve, 300));
}
