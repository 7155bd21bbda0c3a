import type { RecalledMemories, RecallQuery } from "../long-term/recall-query";
import type { ReleaseThread } from "./thread-locks";
import type { SerializedThread } from "./thread-store";

/** A thread held for one turn: locked, then loaded once; saved at most once, then released. */
export interface HeldThread {
  /** The thread as stored when the turn got it (undefined: a new thread). */
  thread: SerializedThread | undefined;
  /** False when it could not be read: the turn must not save over it. */
  loaded: boolean;
  /** The recall asked of `hold`, when it was read together with the thread (undefined: recall as usual). */
  recalled?: RecalledMemories;
  /** Saves the turn's thread, then releases it; the lock goes even when the save fails (which is reported). */
  saveAndRelease(thread: SerializedThread): Promise<void>;
  release: ReleaseThread;
}

/** How a turn locks and loads its thread, and saves and unlocks it: one round trip each on a PostgreSQL server. */
export interface ThreadTurns {
  /**
   * Waits up to `timeoutMs` for the thread; undefined when it stayed busy or `signal` aborted first. A backend that
   * reads the thread over the network also reads `recall` in the same round trip when it can (a PostgreSQL server
   * holding the long-term memories too); the others ignore it.
   */
  hold(threadKey: string, timeoutMs: number, signal: AbortSignal, recall?: RecallQuery): Promise<HeldThread | undefined>;
}
