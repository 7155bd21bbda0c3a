import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import type { AgentEvent } from "../../contract/events";
import { UsageMeter } from "../../llm/usage";
import type { RecalledMemories } from "../../memory/long-term/recall-query";
import type { RunTrace } from "../../tracing/run-trace";

/** Per-run objects the runner hands to nodes through `configurable.run` (absent in LangGraph Studio). */
export interface RunContext {
  meter: UsageMeter;
  /** The tracer's root run id, echoed in error events; null when tracing is off. */
  tracerRunId: string | null;
  /** The run's span tree when it is traced. */
  trace?: RunTrace;
  /** The thread's short-term memory could not be read: the turn runs without it (reported in `memory_loaded`). */
  threadDegraded?: boolean;
  /** Long-term memories recalled together with the thread's load, for the query the runner expected. */
  recalled?: RecalledMemories;
}

export function runContext(config: LangGraphRunnableConfig): RunContext {
  const configurable = (config.configurable ??= {});
  return (configurable.run ??= { meter: new UsageMeter(), tracerRunId: null }) as RunContext;
}

/** Sends an event to the client through LangGraph's "custom" stream. */
export function emit(config: LangGraphRunnableConfig, event: AgentEvent): void {
  config.writer?.(event);
}

export function runSignal(config: LangGraphRunnableConfig): AbortSignal {
  return config.signal ?? new AbortController().signal;
}
