import type { z } from "zod";
import type { Emit } from "./events";

export type Profile = "guarded" | "memory" | "retrieval";
export type RunOutcome = "ok" | "blocked" | "error" | "aborted";

export interface PreparedRun {
  /** Response headers decided before the stream opens (x-tracer-run-id). */
  headers: Record<string, string>;
  /** Emits every event of the run, ending with exactly one `done` unless the client went away. Never throws. */
  execute(emit: Emit, signal: AbortSignal): Promise<RunOutcome>;
}

/** One per profile: validates the request body and turns the profile's graph into events. */
export interface ProfileRunner<Request = unknown> {
  readonly profile: Profile;
  readonly requestSchema: z.ZodType<Request>;
  readonly heartbeats: boolean;
  prepare(request: Request): PreparedRun;
}
