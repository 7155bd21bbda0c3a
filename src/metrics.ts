import { Counter, Histogram, Registry, collectDefaultMetrics } from "prom-client";

/** One registry per app instance (tests build many apps in one process). */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    guardrailEvents: new Counter({
      name: "guardrail_events_total",
      help: "Guardrail decisions, one per stage per request",
      labelNames: ["stage", "rule", "outcome"] as const,
      registers: [registry],
    }),
    judgeCalls: new Counter({
      name: "guardrail_judge_calls_total",
      help: "Gray-zone judge calls by outcome (allow, block; timeout, error, malformed block fail-closed)",
      labelNames: ["outcome"] as const,
      registers: [registry],
    }),
    runs: new Counter({
      name: "agent_runs_total",
      help: "Agent runs by profile and outcome",
      labelNames: ["profile", "outcome"] as const,
      registers: [registry],
    }),
    runDuration: new Histogram({
      name: "agent_run_duration_seconds",
      help: "Agent run duration by profile and outcome",
      labelNames: ["profile", "outcome"] as const,
      buckets: [0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
      registers: [registry],
    }),
    tokens: new Counter({
      name: "llm_tokens_total",
      help: "Tokens used, by kind (embedding, input, output)",
      labelNames: ["kind"] as const,
      registers: [registry],
    }),
    cost: new Counter({ name: "llm_cost_usd_total", help: "Estimated model cost in USD", registers: [registry] }),
    memorySaveFailures: new Counter({
      name: "memory_save_failures_total",
      help: "Long-term memory writes that failed",
      registers: [registry],
    }),
    runsRejected: new Counter({
      name: "runs_rejected_total",
      help: "Runs refused before they started, by reason (rate_limit, concurrency)",
      labelNames: ["reason"] as const,
      registers: [registry],
    }),
    tracerDropped: new Counter({
      name: "tracer_dropped_total",
      help: "Trace runs dropped instead of queued because the tracer's bounded send queue was full (slow or unreachable tracer)",
      registers: [registry],
    }),
    rateLimiterFailures: new Counter({
      name: "rate_limiter_failures_total",
      help: "Runs let through unchecked because the rate limiter's store failed (fail open)",
      registers: [registry],
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
