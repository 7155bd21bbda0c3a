/** Releases a thread lock; safe to call more than once. */
export type ReleaseThread = () => Promise<void>;

/** One turn per thread at a time: across replicas (PostgreSQL) or within the one process that owns the data. */
export interface ThreadLocks {
  /** Waits up to `timeoutMs` for the thread; undefined when it stayed busy or `signal` aborted first. */
  acquire(threadKey: string, timeoutMs: number, signal: AbortSignal): Promise<ReleaseThread | undefined>;
  close(): Promise<void>;
}

/** A turn could not start because another turn of the same thread held it for the whole wait. */
export class ThreadBusyError extends Error {
  constructor() {
    super("thread busy");
  }
}
