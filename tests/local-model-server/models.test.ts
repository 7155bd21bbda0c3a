import OpenAI from "openai";
import { LOCAL_PRICING, startLocalModelServer, type LocalModelServer } from "../../scripts/local-model-server";

describe("local model server: model catalog with pricing", () => {
  let server: LocalModelServer;
  let client: OpenAI;

  beforeAll(async () => {
    server = await startLocalModelServer();
    client = new OpenAI({ baseURL: server.url, apiKey: "test-key", maxRetries: 0 });
  });
  afterEach(() => server.reset());
  afterAll(() => server.close());

  const listVerbose = async () => {
    const page = await client.models.list({ query: { verbose: "true" } });
    return page.data as unknown as Array<{ id: string; object: string; pricing?: unknown }>;
  };

  it("advertises per-token prices as decimal strings by default (OpenRouter style)", async () => {
    const models = await listVerbose();

    expect(server.requests[0]).toMatchObject({ method: "GET", path: "/v1/models" });
    expect(models.map((m) => [m.id, m.object, m.pricing])).toEqual([
      [LOCAL_PRICING.chatModel, "model", { prompt: "0.0000025", completion: "0.00001" }],
      [LOCAL_PRICING.embeddingModel, "model", { prompt: "0.00000002", completion: "0" }],
    ]);
  });

  it("advertises per-million prices as numbers", async () => {
    server.setPricing("per_million");

    const models = await listVerbose();

    expect(models.map((m) => m.pricing)).toEqual([
      { input: LOCAL_PRICING.inputPerMillion, output: LOCAL_PRICING.outputPerMillion },
      { input: LOCAL_PRICING.embeddingPerMillion, output: 0 },
    ]);
  });

  it("omits pricing entirely with 'none', also without verbose", async () => {
    server.setPricing("none");

    const page = await client.models.list();

    expect(page.data.map((m) => m.id)).toEqual([LOCAL_PRICING.chatModel, LOCAL_PRICING.embeddingModel]);
    expect(page.data.some((m) => "pricing" in m)).toBe(false);
  });

  it("fails the catalog with HTTP 500 under 'error'", async () => {
    server.setPricing("error");

    await expect(client.models.list()).rejects.toBeInstanceOf(OpenAI.InternalServerError);
  });

  it("returns one model by id, and 404 for an unknown id", async () => {
    const model = await client.models.retrieve(LOCAL_PRICING.chatModel);

    expect(model).toMatchObject({ id: LOCAL_PRICING.chatModel, pricing: { prompt: "0.0000025" } });
    await expect(client.models.retrieve("no-such-model")).rejects.toBeInstanceOf(OpenAI.NotFoundError);
  });

  it("reset() restores the starting pricing", async () => {
    server.setPricing("none");
    server.reset();

    const models = await listVerbose();

    expect(models[0].pricing).toEqual({ prompt: "0.0000025", completion: "0.00001" });
  });
});
