import type { GuardedDeps } from "../nodes/guarded-deps";
import { createCanary, promptSecrets } from "../prompts/canary";
import { lazyConversationDeps } from "./lazy-conversation-deps";
import { lazySharedParts } from "./lazy-shared-parts";

/** Guarded graph dependencies for LangGraph Studio, read from the environment on first use. */
export function lazyGuardedDeps(): GuardedDeps {
  const shared = lazySharedParts();
  const canary = createCanary();
  return Object.defineProperties(lazyConversationDeps("guarded", shared) as GuardedDeps, {
    guardrailsEnabled: { get: () => shared().config.GUARDRAILS_ENABLED },
    maxOutputChars: { get: () => shared().config.GUARDRAILS_MAX_OUTPUT_CHARS },
    canary: { value: canary },
    secrets: { value: promptSecrets(canary) },
  });
}
