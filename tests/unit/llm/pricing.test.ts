import { createPricing, parseModelPrices } from "../../../src/llm/pricing";
import { formatFooter, UsageMeter } from "../../../src/llm/usage";

describe("parseModelPrices", () => {
  const rounded = (prices: { input?: number; output?: number }) =>
    Object.fromEntries(Object.entries(prices).map(([k, v]) => [k, v === undefined ? v : Math.round(v * 1e6) / 1e6]));
  it.each([
    [
      { prompt: "0.0000025", completion: "0.00001" },
      { input: 2.5, output: 10 },
    ],
    [
      { input_cost_per_token: 0.000001, output_cost_per_token: 0.000002 },
      { input: 1, output: 2 },
    ],
    [
      { input: 0.88, output: 1.2 },
      { input: 0.88, output: 1.2 },
    ],
    [
      { prompt: "free?", completion: -1 },
      { input: undefined, output: undefined },
    ],
    [undefined, {}],
    ["cheap", {}],
  ])("%j → %j", (pricing, expected) => {
    expect(rounded(parseModelPrices(pricing))).toEqual(expected);
  });
});

describe("createPricing", () => {
  const fallback = { inputPerMillion: 1, outputPerMillion: 2, embeddingPerMillion: 3 };
  const catalog = (data: unknown[]) => ({ models: { list: jest.fn(() => Promise.resolve({ data })) } });

  it("takes chat and embedding prices from the catalog, fills gaps from the fallback, and caches", async () => {
    const client = catalog([{ id: "chat", pricing: { prompt: "0.000004", completion: "0.000008" } }, { id: "emb" }]);
    const pricing = createPricing({ client: client as never, chatModel: "chat", embeddingModel: "emb", fallback });
    expect(await pricing.get()).toEqual({ inputPerMillion: 4, outputPerMillion: 8, embeddingPerMillion: 3 });
    await pricing.get();
    expect(client.models.list).toHaveBeenCalledTimes(1);
  });

  it("falls back when the lookup fails, and tries again after the failure TTL", async () => {
    const client = {
      models: {
        list: jest
          .fn()
          .mockRejectedValueOnce(new Error("down"))
          .mockResolvedValue({ data: [{ id: "chat", pricing: { input: 9, output: 9 } }] }),
      },
    };
    const pricing = createPricing({ client: client as never, chatModel: "chat", embeddingModel: "emb", fallback, failureTtlMs: 0 });
    expect(await pricing.get()).toEqual(fallback);
    await new Promise((resolve) => setTimeout(resolve, 2));
    expect(await pricing.get()).toEqual({ inputPerMillion: 9, outputPerMillion: 9, embeddingPerMillion: 3 });
  });
});

describe("usage", () => {
  it("sums tokens, prices them and formats the contract footer", () => {
    const meter = new UsageMeter();
    meter.addEmbedding(10);
    meter.addChat(1000, 200);
    const usage = meter.toUsage({ inputPerMillion: 2.5, outputPerMillion: 10, embeddingPerMillion: 0.02 });
    expect(usage).toEqual({ embeddingTokens: 10, inputTokens: 1000, outputTokens: 200, totalTokens: 1210, costUsd: 0.0045002 });
    expect(formatFooter(usage, 1.234)).toBe("\n\nTime: 1.23s | Tokens: 10 embed, 1000 in, 200 out | Cost: $0.004500");
    expect(
      meter.toUsage({ inputPerMillion: 0, outputPerMillion: 0, embeddingPerMillion: 0 }, { withElapsed: true }).elapsedSeconds,
    ).toBeGreaterThanOrEqual(0);
  });
});
