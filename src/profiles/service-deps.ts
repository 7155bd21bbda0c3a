import { createUserPseudonym, type UserPseudonym } from "../auth/user-pseudonym";
import type { Config } from "../config";
import { configuredPrices, createPricing, type Pricing } from "../llm/pricing";
import { createChatModelFactory, createProviderClient, providerSettings, type ChatModelFactory } from "../llm/provider";
import type { Logger } from "../logger";
import type { Metrics } from "../metrics";

/** What every profile is assembled from: configuration, logging, metrics, and the model provider's clients. */
export interface ServiceDeps {
  config: Config;
  logger: Logger;
  metrics: Metrics;
  pricing: Pricing;
  chatModel: ChatModelFactory;
  /** User ids as they may appear in traces and logs: a keyed hash (TRACE_USER_HASH_KEY). */
  pseudonym: UserPseudonym;
}

export function createServiceDeps(config: Config, logger: Logger, metrics: Metrics): ServiceDeps {
  const provider = providerSettings(config);
  return {
    config,
    logger,
    metrics,
    pricing: createPricing({
      client: createProviderClient(provider),
      chatModel: config.LLMHOST_MODEL,
      embeddingModel: config.LLMHOST_EMBEDDING_MODEL,
      fallback: configuredPrices(config),
    }),
    chatModel: createChatModelFactory(provider, config.LLMHOST_MODEL),
    pseudonym: createUserPseudonym(config.TRACE_USER_HASH_KEY),
  };
}
