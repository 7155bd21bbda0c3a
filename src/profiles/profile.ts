import type { z } from "zod";
import type { Emit, Profile } from "../contract/events";
import type { MemoryStore } from "../memory/long-term/memory-store";
import type { ThreadMemory } from "../memory/short-term/thread-memory";
import type { FeedbackInput } from "../tracing/feedback";

/** "aborted": the client went away; "shutdown": the service stopped the run at the end of its shutdown grace period. */
export type RunOutcome = "ok" | "blocked" | "error" | "aborted" | "shutdown";

interface PreparedRun {
  /** Response headers decided before the stream opens (x-tracer-run-id). */
  headers: Record<string, string>;
  /**
   * Waits, before the stream opens, for what the run must hold alone: its thread (one turn at a time, up to
   * THREAD_LOCK_TIMEOUT_MS). Throws ThreadBusyError when the thread stayed busy or `signal` aborted while waiting.
   */
  admit(signal: AbortSignal): Promise<void>;
  /**
   * Emits every event of the run, ending with exactly one `done` unless the client went away. When `signal` aborts
   * with a ServiceShutdown reason the run is stopped (nothing persisted) and still ends with `error` + `done`.
   * Never throws.
   */
  execute(emit: Emit, signal: AbortSignal): Promise<RunOutcome>;
}

/** Validates the `/agent/run` body and turns one request into a run of the profile's graph. */
export interface ProfileRunner<Request = unknown> {
  readonly profile: Profile;
  readonly requestSchema: z.ZodType<Request>;
  readonly heartbeats: boolean;
  prepare(request: Request): PreparedRun;
}

/** What the privacy endpoints need (memory and guarded profiles). */
export interface PrivacyDeps {
  store: MemoryStore;
  threads: ThreadMemory;
  limit: number;
}

/** The part of tracing that `POST /feedback` needs (guarded profile). */
export interface FeedbackSink {
  enabled: boolean;
  feedback(input: FeedbackInput): Promise<void>;
}

export type ReadinessCheck = () => Promise<void>;

/** A profile assembled from configuration: what it contributes to the app, and how to release what it opened. */
export interface AssembledProfile {
  runner: ProfileRunner;
  privacy?: PrivacyDeps;
  feedback?: FeedbackSink;
  readiness: Record<string, ReadinessCheck>;
  /** Bounded; called once at shutdown after streams have drained. */
  close(): Promise<void>;
}
