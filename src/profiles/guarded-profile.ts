import { buildGuardedGraph } from "../../graphs/guarded";
import { redactPii } from "../guardrails";
import type { GuardedDeps } from "../nodes/guarded-deps";
import { createCanary, promptSecrets } from "../prompts/canary";
import { createGuardedRunner } from "../runs/guarded-runner";
import { createTracing } from "../tracing";
import { openConversationMemory } from "./conversation-memory";
import type { ProfileParts } from "./profile-parts";
import type { SharedParts } from "./shared-parts";

export async function assembleGuardedProfile(shared: SharedParts): Promise<ProfileParts> {
  const { config, logger, metrics } = shared;
  if (!config.GUARDRAILS_ENABLED) logger.warn("GUARDRAILS_ENABLED=false: no input or output checks and no PII redaction");
  const memory = await openConversationMemory(shared, "guarded");
  const tracing = createTracing(
    { enabled: config.TRACER_TRACING, apiKey: config.TRACER_API_KEY, project: config.TRACER_PROJECT, endpoint: config.TRACER_ENDPOINT },
    (text) => redactPii(text).text,
    logger,
  );
  const canary = createCanary();
  const deps: GuardedDeps = {
    ...memory.deps,
    guardrailsEnabled: config.GUARDRAILS_ENABLED,
    maxOutputChars: config.GUARDRAILS_MAX_OUTPUT_CHARS,
    canary,
    secrets: promptSecrets(canary),
    onGuardrailDecision: (stage, rule, outcome) => metrics.guardrailEvents.inc({ stage, rule, outcome }),
  };
  const graph = buildGuardedGraph(deps, memory.threads.checkpointer);
  return {
    runner: createGuardedRunner({
      graph,
      threads: memory.threads,
      logger,
      tracing,
      maxPromptChars: config.MAX_PROMPT_CHARS,
      guardrailsEnabled: config.GUARDRAILS_ENABLED,
    }),
    memory: { store: memory.store, threads: memory.threads, limit: config.LONG_TERM_MEMORY_LIMIT },
    feedback: tracing,
    readiness: memory.readiness,
    async close() {
      await tracing.flush(5000);
      tracing.close();
      await memory.close();
    },
  };
}
