import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { SignJWT } from "jose";
import { chatRequests, startHarness, type Harness } from "../support/service-harness";
import { expectCompleteRun, expectRateLimited } from "./answers";

const SECRET = "traffic-test-secret-of-at-least-32-characters";

describe("RATE_LIMIT_RUNS_PER_MINUTE keys a jwt user by the token, never by the body's user_id", () => {
  let h: Harness;
  const tokenFor = (sub: string) =>
    new SignJWT({ sub }).setProtectedHeader({ alg: "HS256" }).setExpirationTime("10m").sign(new TextEncoder().encode(SECRET));
  const run = async (sub: string, body: Record<string, unknown>) =>
    fetch(`${h.url}/agent/run`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${await tokenFor(sub)}` },
      body: JSON.stringify({ prompt: "Recommend a novel", thread_id: "t-1", ...body }),
    });

  beforeAll(async () => {
    h = await startHarness({ AUTH_MODE: "jwt", AUTH_JWT_SECRET: SECRET, RATE_LIMIT_RUNS_PER_MINUTE: "2" });
  });
  afterAll(() => h.close());

  it("counts every run of the token's user, whatever user_id the body names", async () => {
    await expectCompleteRun(await run("alice", { user_id: "bob", thread_id: "t-1" }));
    await expectCompleteRun(await run("alice", { thread_id: "t-2" }));
    await expectRateLimited(await run("alice", { user_id: "carol", thread_id: "t-3" }));
    expect(chatRequests(h.llm)).toHaveLength(2);
    // bob's bucket was never touched by alice's runs naming him.
    await expectCompleteRun(await run("bob", { thread_id: "t-4" }));
    await expectCompleteRun(await run("bob", { thread_id: "t-5" }));
    await expectRateLimited(await run("bob", { thread_id: "t-6" }));
    expect(chatRequests(h.llm)).toHaveLength(4);
  });

  it("answers 401 before the rate limit, and a 401 costs no point", async () => {
    const unauthenticated = await h.run({ prompt: "Recommend a novel", thread_id: "t-1", user_id: "dave" });
    expect(unauthenticated.status).toBe(401);
    await expectCompleteRun(await run("dave", { thread_id: "t-1" }));
  });
});

describe("RATE_LIMIT_RUNS_PER_MINUTE keys by client address when there is no user (retrieval profile)", () => {
  let dataDirs: string[];
  let direct: Harness;
  let proxied: Harness;
  const ask = (h: Harness, headers: Record<string, string> = {}) => h.post("/agent/run", { prompt: "Books like Dune" }, headers);

  beforeAll(async () => {
    dataDirs = [0, 1].map(() => mkdtempSync(path.join(tmpdir(), "cbk-traffic-")));
    direct = await startHarness({ AGENT_PROFILE: "retrieval", DATA_DIR: dataDirs[0], RATE_LIMIT_RUNS_PER_MINUTE: "2" });
    proxied = await startHarness({
      AGENT_PROFILE: "retrieval",
      DATA_DIR: dataDirs[1],
      RATE_LIMIT_RUNS_PER_MINUTE: "2",
      TRUST_PROXY: "loopback",
    });
    // Two retrieval services, each building its embedded index: about 12 s alone, and a busy CI machine is slower.
  }, 90_000);
  afterAll(async () => {
    await direct.close();
    await proxied.close();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it("limits the address; without TRUST_PROXY a forged X-Forwarded-For does not open a new bucket", async () => {
    await expectCompleteRun(await ask(direct));
    await expectCompleteRun(await ask(direct, { "x-forwarded-for": "203.0.113.7" }));
    const seen = direct.llm.requests.length;
    expect(chatRequests(direct.llm)).toHaveLength(2);
    await expectRateLimited(await ask(direct));
    await expectRateLimited(await ask(direct, { "x-forwarded-for": "198.51.100.9" }));
    // Nothing at all reached the model provider for the refused runs: no embedding, no chat.
    expect(direct.llm.requests).toHaveLength(seen);
  });

  it("with TRUST_PROXY=loopback, each client behind the proxy has its own bucket", async () => {
    const viaProxy = (client: string) => ask(proxied, { "x-forwarded-for": client });
    await expectCompleteRun(await viaProxy("203.0.113.7"));
    await expectCompleteRun(await viaProxy("203.0.113.7"));
    await expectRateLimited(await viaProxy("203.0.113.7"));
    await expectCompleteRun(await viaProxy("203.0.113.8"));
    expect(chatRequests(proxied.llm)).toHaveLength(3);
  });
});
