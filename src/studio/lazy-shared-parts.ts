import { loadConfig } from "../config";
import { createLogger } from "../logger";
import { createMetrics } from "../metrics";
import type { ChatDeps } from "../nodes/deps";
import { createSharedParts, type SharedParts } from "../profiles/shared-parts";

/** The service's shared parts (config, provider client, pricing, chat model), built from the environment on first use. */
export function lazySharedParts(): () => SharedParts {
  let parts: SharedParts | undefined;
  return () => {
    if (!parts) {
      const config = loadConfig();
      parts = createSharedParts(config, createLogger(config.LOG_LEVEL), createMetrics());
    }
    return parts;
  };
}

export function lazyChatDeps(shared: () => SharedParts): ChatDeps {
  return {
    chatModel: (params) => shared().chatModel(params),
    pricing: { get: () => shared().pricing.get() },
    get timeoutMs() {
      return shared().config.LLMHOST_TIMEOUT_MS;
    },
  };
}
