import type { z } from "zod";
import { events, type AgentEvent, type Profile } from "../../contract/events";
import { ModelProviderError } from "../../llm/stream-chat";
import { UsageMeter } from "../../llm/usage";
import type { Logger } from "../../logger";
import type { RecallQuery } from "../../memory/long-term/recall-query";
import type { ThreadMemory, ThreadTurn } from "../../memory/short-term/thread-memory";
import type { ProfileRunner, RunOutcome } from "../profile";
import { SHUTDOWN_DETAIL, stoppedByShutdown } from "../service-shutdown";
import type { Tracing } from "../../tracing/tracing";
import type { RunContext } from "./run-context";

/** A compiled graph, as the runner uses it: streamed with the "custom" mode only. */
interface StreamableGraph<Input> {
  stream(input: Input, options: Record<string, unknown>): Promise<AsyncIterable<unknown>>;
}

/** Tracing as the runner needs it: a span tree opened per run (null when not traced) and closed when it ends. */
type RunTracing = Pick<Tracing, "startRun" | "endRun">;

export interface GraphRunnerSpec<Request, Input> {
  profile: Profile;
  requestSchema: z.ZodType<Request>;
  heartbeats: boolean;
  graph: StreamableGraph<Input>;
  logger: Logger;
  input(request: Request): Input;
  /** What the root span of a traced run records of the request (redacted on sending). */
  traceInputs?(request: Request): Record<string, unknown>;
  /** Memory and guarded: the run is one turn of this thread (one at a time, restored unless it ends "ok"). */
  thread?: {
    memory: ThreadMemory;
    key(request: Request): string;
    /**
     * The long-term recall the run's recall node will make, read together with the thread where the backend can
     * (undefined: the node recalls itself).
     */
    recall?(request: Request): RecallQuery | undefined;
    /** Told how each admitted run ended. */
    settled?(request: Request, outcome: RunOutcome): void;
  };
  tracing?: RunTracing;
  /** The event that reports a failed run, given a fixed, safe sentence. */
  failure(detail: string, run: RunContext): AgentEvent;
  /** The sentence for a failure that is not the model provider's (default "internal error"). */
  fallbackDetail?: string;
  /** The `done` payload, after success and after failure alike. */
  done(run: RunContext): Promise<Extract<AgentEvent, { event: "done" }>["data"]>;
}

/**
 * The one run loop of every profile: open the run (tracer id header), stream the graph's custom events to the client,
 * turn a failure into its error event, and end with exactly one `done` (unless the client went away). A graph that
 * emits an `error` event itself (a guardrail block) makes the outcome "blocked"; a run stopped by the service's
 * shutdown ends with the profile's failure event for SHUTDOWN_DETAIL.
 */
export function createGraphRunner<Request, Input>(spec: GraphRunnerSpec<Request, Input>): ProfileRunner<Request> {
  return {
    profile: spec.profile,
    requestSchema: spec.requestSchema,
    heartbeats: spec.heartbeats,
    prepare(request) {
      const threadKey = spec.thread?.key(request);
      const trace = spec.tracing?.startRun(spec.traceInputs?.(request) ?? {}, { profile: spec.profile, thread_id: threadKey }) ?? null;
      const tracerRunId = trace?.id ?? null;
      const headers: Record<string, string> = tracerRunId ? { "x-tracer-run-id": tracerRunId } : {};
      let turn: ThreadTurn | undefined;
      return {
        headers,
        async admit(signal) {
          if (spec.thread && threadKey) turn = await spec.thread.memory.admit(threadKey, signal, spec.thread.recall?.(request));
        },
        async execute(emit, signal) {
          const run: RunContext = {
            meter: new UsageMeter(),
            tracerRunId,
            ...(trace ? { trace } : {}),
            ...(turn?.degraded ? { threadDegraded: true } : {}),
            ...(turn?.recalled ? { recalled: turn.recalled } : {}),
          };
          const once = async (): Promise<RunOutcome> => {
            let outcome: RunOutcome = "ok";
            try {
              const stream = await spec.graph.stream(spec.input(request), {
                configurable: { ...(threadKey ? { thread_id: threadKey } : {}), run },
                streamMode: "custom",
                durability: "exit",
                signal,
              });
              for await (const chunk of stream) {
                const event = chunk as AgentEvent;
                if (event.event === "error") outcome = "blocked";
                emit(event);
              }
            } catch (error) {
              if (signal.aborted) return "aborted";
              spec.logger.error({ err: errorSummary(error), profile: spec.profile }, "run failed");
              emit(spec.failure(failureDetail(error, spec.fallbackDetail), run));
              outcome = "error";
            }
            emit(events.done(await spec.done(run)));
            return outcome;
          };
          const outcome = await runHoldingThread(turn, signal, once);
          spec.thread?.settled?.(request, outcome);
          if (trace) spec.tracing!.endRun(trace, { outcome }, outcome === "error" ? "run failed" : undefined);
          if (outcome !== "aborted" || !stoppedByShutdown(signal)) return outcome;
          // Stopped (running or still waiting for its thread) by shutdown: the client is still there and is told why.
          emit(spec.failure(SHUTDOWN_DETAIL, run));
          emit(events.done(await spec.done(run)));
          return "shutdown";
        },
      };
    },
  };
}

/** Runs the turn inside its admitted thread turn (which loads, saves and releases the thread), or on its own. */
async function runHoldingThread(turn: ThreadTurn | undefined, signal: AbortSignal, once: () => Promise<RunOutcome>): Promise<RunOutcome> {
  if (!turn) return once();
  if (signal.aborted) {
    await turn.release();
    return "aborted";
  }
  return turn.run(once);
}

/** A fixed, safe sentence for an `error` event: never upstream text, never a stack. */
function failureDetail(error: unknown, fallback = "internal error"): string {
  return error instanceof ModelProviderError ? error.message : fallback;
}

/** Error class only, for logs: messages may quote upstream text. */
function errorSummary(error: unknown): { type: string } {
  return { type: error instanceof Error ? error.constructor.name : typeof error };
}
