import type OpenAI from "openai";
import type { Config } from "../config";
import type { Prices } from "./usage";

export interface PricingOptions {
  client: Pick<OpenAI, "models">;
  chatModel: string;
  embeddingModel: string;
  /** From the LLMHOST_*_PRICE_PER_MILLION_TOKENS variables (0 when unset). */
  fallback: Prices;
  successTtlMs?: number;
  failureTtlMs?: number;
  timeoutMs?: number;
}

export interface Pricing {
  get(): Promise<Prices>;
}

type ModelPrices = { input?: number; output?: number };

/**
 * Prices from the provider's catalog (`GET /models?verbose=true`), cached; any failure falls back to the configured
 * prices and is retried later. Never throws.
 */
export function createPricing(options: PricingOptions): Pricing {
  const successTtl = options.successTtlMs ?? 3_600_000;
  const failureTtl = options.failureTtlMs ?? 60_000;
  let cached: { prices: Promise<Prices>; expiresAt: number } | undefined;

  const load = async (): Promise<{ prices: Prices; ok: boolean }> => {
    try {
      const page = await options.client.models.list({
        query: { verbose: "true" },
        timeout: options.timeoutMs ?? 5000,
        maxRetries: 0,
      });
      const byId = new Map(page.data.map((model) => [model.id, parseModelPrices((model as unknown as { pricing?: unknown }).pricing)]));
      const chat = byId.get(options.chatModel) ?? {};
      const embedding = byId.get(options.embeddingModel) ?? {};
      return {
        ok: true,
        prices: {
          inputPerMillion: chat.input ?? options.fallback.inputPerMillion,
          outputPerMillion: chat.output ?? options.fallback.outputPerMillion,
          embeddingPerMillion: embedding.input ?? options.fallback.embeddingPerMillion,
        },
      };
    } catch {
      return { ok: false, prices: options.fallback };
    }
  };

  return {
    get() {
      const now = Date.now();
      if (!cached || cached.expiresAt <= now) {
        const entry = { prices: Promise.resolve(options.fallback), expiresAt: Number.POSITIVE_INFINITY };
        entry.prices = load().then(({ prices, ok }) => {
          entry.expiresAt = Date.now() + (ok ? successTtl : failureTtl);
          return prices;
        });
        cached = entry;
      }
      return cached.prices;
    },
  };
}

/**
 * Accepts the shapes providers use: OpenRouter's `{prompt, completion}` in USD per token (strings),
 * `{input_cost_per_token, output_cost_per_token}` per token, and `{input, output}` in USD per million tokens.
 * Returns USD per million tokens.
 */
export function parseModelPrices(pricing: unknown): ModelPrices {
  if (!pricing || typeof pricing !== "object") return {};
  const p = pricing as Record<string, unknown>;
  const perToken = (value: unknown) => (toNumber(value) === undefined ? undefined : toNumber(value)! * 1_000_000);
  if ("prompt" in p || "completion" in p) return { input: perToken(p.prompt), output: perToken(p.completion) };
  if ("input_cost_per_token" in p || "output_cost_per_token" in p) {
    return { input: perToken(p.input_cost_per_token), output: perToken(p.output_cost_per_token) };
  }
  return { input: toNumber(p.input), output: toNumber(p.output) };
}

function toNumber(value: unknown): number | undefined {
  const number = typeof value === "string" ? Number(value) : value;
  return typeof number === "number" && Number.isFinite(number) && number >= 0 ? number : undefined;
}

/** The LLMHOST_*_PRICE_PER_MILLION_TOKENS fallback (0 when unset). */
export function configuredPrices(config: Config): Prices {
  return {
    inputPerMillion: config.LLMHOST_INPUT_PRICE_PER_MILLION_TOKENS ?? 0,
    outputPerMillion: config.LLMHOST_OUTPUT_PRICE_PER_MILLION_TOKENS ?? 0,
    embeddingPerMillion: config.LLMHOST_EMBEDDING_PRICE_PER_MILLION_TOKENS ?? 0,
  };
}
