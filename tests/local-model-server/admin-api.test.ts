import OpenAI from "openai";
import { startLocalModelServer, type LocalModelServer } from "../../scripts/local-model-server";

/** What the test reads of a request recorded by the server, as `GET /__admin/requests` lists it. */
interface ListedRequest {
  method: string;
  path: string;
  body: unknown;
}

describe("local model server: admin API for out-of-process control", () => {
  let server: LocalModelServer;
  let adminUrl: string;
  let client: OpenAI;

  beforeAll(async () => {
    server = await startLocalModelServer({ apiKey: "sk-local" });
    adminUrl = server.url.replace(/\/v1$/, "/__admin");
    client = new OpenAI({ baseURL: server.url, apiKey: "sk-local", maxRetries: 0 });
  });
  afterEach(() => server.reset());
  afterAll(() => server.close());

  const post = (path: string, body?: unknown) =>
    fetch(`${adminUrl}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const ask = async () =>
    (await client.chat.completions.create({ model: "m", messages: [{ role: "user", content: "hi" }] })).choices[0].message.content;

  it("enqueues scripted replies without needing the API key", async () => {
    const response = await post("/script", [{ text: "from admin one" }, { text: "from admin two" }]);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, enqueued: 2 });
    expect([await ask(), await ask()]).toEqual(["from admin one", "from admin two"]);
  });

  it("lists recorded /v1 requests but not its own", async () => {
    await ask();

    const requests = (await (await fetch(`${adminUrl}/requests`)).json()) as ListedRequest[];

    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: "POST", path: "/v1/chat/completions", body: { model: "m" } });
  });

  it("switches pricing and rejects unknown shapes", async () => {
    expect((await post("/pricing", { pricing: "per_million" })).status).toBe(200);
    const page = await client.models.list();
    expect((page.data[0] as unknown as { pricing: unknown }).pricing).toEqual({ input: 2.5, output: 10 });

    const refused = await post("/pricing", { pricing: "free" });
    expect(refused.status).toBe(400);
  });

  it("resets the queue and the recorded requests", async () => {
    await post("/script", [{ text: "forgotten" }]);
    await client.models.list();

    expect((await post("/reset")).status).toBe(200);

    expect(server.requests).toEqual([]);
    expect(await ask()).toBe("This is a scripted reply.");
  });
});
