import type { Config } from "../config";
import type { Prices } from "./usage";

/** The LLMHOST_*_PRICE_PER_MILLION_TOKENS fallback (0 when unset). */
export function configuredPrices(config: Config): Prices {
  return {
    inputPerMillion: config.LLMHOST_INPUT_PRICE_PER_MILLION_TOKENS ?? 0,
    outputPerMillion: config.LLMHOST_OUTPUT_PRICE_PER_MILLION_TOKENS ?? 0,
    embeddingPerMillion: config.LLMHOST_EMBEDDING_PRICE_PER_MILLION_TOKENS ?? 0,
  };
}
