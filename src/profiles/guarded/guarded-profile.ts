import { events } from "../../contract/events";
import { conversationRequestSchema } from "../../contract/requests";
import { createModelJudge, redactPii } from "../../guardrails";
import { createTracing } from "../../tracing/tracing";
import type { AssembledProfile } from "../profile";
import type { ServiceDeps } from "../service-deps";
import { createCanary, promptSecrets } from "../shared/chat-prompt";
import { openConversationMemory } from "../shared/conversation-memory";
import { conversationInput } from "../shared/conversation-state";
import { createGraphRunner } from "../shared/graph-runner";
import { buildGuardedGraph } from "./graph";
import { promptAfterInputGuard } from "./input-guard";
import { RecallAhead } from "./recall-ahead";

/** The guarded profile: the memory profile's conversation behind input and output guardrails, traced. */
export async function assembleGuardedProfile(service: ServiceDeps): Promise<AssembledProfile> {
  const { config, logger, metrics } = service;
  if (!config.GUARDRAILS_ENABLED) logger.warn("GUARDRAILS_ENABLED=false: no input or output checks and no PII redaction");
  const memory = await openConversationMemory(service, "guarded");
  const tracing = createTracing(
    {
      enabled: config.TRACER_TRACING,
      apiKey: config.TRACER_API_KEY,
      project: config.TRACER_PROJECT,
      endpoint: config.TRACER_ENDPOINT,
      sampleRate: config.TRACER_SAMPLE_RATE,
    },
    (text) => redactPii(text).text,
    logger,
    { pseudonym: service.pseudonym, onDropped: () => metrics.tracerDropped.inc() },
  );
  const canary = createCanary();
  // The recall is read with the thread before the input guard has decided (a blocked turn reads it for nothing).
  const recallAhead = new RecallAhead();
  const judge =
    config.GUARDRAILS_JUDGE === "llm"
      ? createModelJudge({ chatModel: service.chatModel, timeoutMs: config.GUARDRAILS_JUDGE_TIMEOUT_MS })
      : undefined;
  const graph = buildGuardedGraph(
    {
      ...memory.deps,
      guardrailsEnabled: config.GUARDRAILS_ENABLED,
      maxOutputChars: config.GUARDRAILS_MAX_OUTPUT_CHARS,
      canary,
      secrets: promptSecrets(canary),
      judge,
      onJudgeCall: (outcome) => metrics.judgeCalls.inc({ outcome }),
      onGuardrailDecision: (stage, rule, outcome) => metrics.guardrailEvents.inc({ stage, rule, outcome }),
    },
    memory.threads.checkpointer,
  );
  return {
    runner: createGraphRunner({
      profile: "guarded",
      requestSchema: conversationRequestSchema(config.MAX_PROMPT_CHARS),
      heartbeats: true,
      graph,
      logger,
      input: conversationInput,
      traceInputs: (request) => ({ prompt: request.prompt, user_id: request.user_id, thread_id: request.thread_id }),
      thread: {
        memory: memory.threads,
        key: (request) => memory.threads.key(request.user_id, request.thread_id),
        recall: (request) =>
          recallAhead.wanted(request.user_id)
            ? memory.recallQuery(request.user_id, promptAfterInputGuard(request.prompt, config.GUARDRAILS_ENABLED))
            : undefined,
        settled: (request, outcome) => recallAhead.settled(request.user_id, outcome),
      },
      tracing: tracing.enabled ? tracing : undefined,
      failure: (detail, run) => events.error({ detail, rule: "internal", tracerRunId: run.tracerRunId }),
      done: () => Promise.resolve({}),
    }),
    privacy: { store: memory.store, threads: memory.threads, limit: config.LONG_TERM_MEMORY_LIMIT },
    feedback: tracing,
    readiness: memory.readiness,
    async close() {
      await tracing.flush(5000);
      tracing.close();
      await memory.close();
    },
  };
}
