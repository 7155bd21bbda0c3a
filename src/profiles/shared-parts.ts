import OpenAI from "openai";
import type { Config } from "../config";
import { createChatModelFactory, type ChatModelFactory } from "../llm/chat-model";
import { configuredPrices } from "../llm/configured-prices";
import { createPricing, type Pricing } from "../llm/pricing";
import type { Logger } from "../logger";
import type { Metrics } from "../metrics";

/** What every profile shares: logging, metrics, the provider client, pricing and the chat model. */
export interface SharedParts {
  config: Config;
  logger: Logger;
  metrics: Metrics;
  openai: OpenAI;
  pricing: Pricing;
  chatModel: ChatModelFactory;
}

export function createSharedParts(config: Config, logger: Logger, metrics: Metrics): SharedParts {
  const openai = new OpenAI({
    baseURL: config.LLMHOST_BASE_URL,
    apiKey: config.LLMHOST_API_KEY ?? "not-needed-for-local-server",
    maxRetries: 0,
    timeout: config.LLMHOST_TIMEOUT_MS,
  });
  return {
    config,
    logger,
    metrics,
    openai,
    pricing: createPricing({
      client: openai,
      chatModel: config.LLMHOST_MODEL,
      embeddingModel: config.LLMHOST_EMBEDDING_MODEL,
      fallback: configuredPrices(config),
    }),
    chatModel: createChatModelFactory({ baseUrl: config.LLMHOST_BASE_URL, apiKey: config.LLMHOST_API_KEY, model: config.LLMHOST_MODEL }),
  };
}
