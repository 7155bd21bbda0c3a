import { loadConfig } from "../config";
import type { GuardedDeps } from "../nodes/guarded-deps";
import { createCanary, promptSecrets } from "../prompts/canary";
import { lazyConversationDeps } from "./lazy-conversation-deps";

/** Guarded graph dependencies for LangGraph Studio, read from the environment on first use. */
export function lazyGuardedDeps(): GuardedDeps {
  const canary = createCanary();
  const base = lazyConversationDeps("guarded");
  return Object.defineProperties(base as GuardedDeps, {
    guardrailsEnabled: { get: () => loadConfig().GUARDRAILS_ENABLED },
    maxOutputChars: { get: () => loadConfig().GUARDRAILS_MAX_OUTPUT_CHARS },
    canary: { value: canary },
    secrets: { value: promptSecrets(canary) },
  });
}
