import type { FeedbackSink } from "../http/routes/feedback";
import type { ReadinessCheck } from "../http/routes/health";
import type { MemoryRouteDeps } from "../http/routes/memory";
import type { ProfileRunner } from "../runs/profile-runner";

/** What a profile contributes to the app, and how to release what it opened. */
export interface ProfileParts {
  runner: ProfileRunner<any>;
  memory?: MemoryRouteDeps;
  feedback?: FeedbackSink;
  readiness: Record<string, ReadinessCheck>;
  /** Bounded; called once at shutdown after streams have drained. */
  close(): Promise<void>;
}
