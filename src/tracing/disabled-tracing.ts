import { TracingDisabledError } from "./errors";
import type { Tracing } from "./types";

/** Tracing off: no callbacks, no run ids, nothing to flush. */
export const disabledTracing: Tracing = {
  enabled: false,
  runConfig: () => ({}),
  newRunId: () => null,
  feedback: () => Promise.reject(new TracingDisabledError()),
  flush: () => Promise.resolve(),
  close: () => undefined,
};
