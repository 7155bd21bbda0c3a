import { userOf } from "./composed-thread-turns";
import type { PostgresThreadLocks } from "./postgres-thread-locks";
import type { PostgresThreadStore } from "./postgres-thread-store";
import type { HeldThread, ThreadTurns } from "./thread-turns";

/**
 * Thread turns on a PostgreSQL server in two round trips, both on the connection that holds the thread's lock for
 * the turn anyway: lock and load together, then save (committed) and unlock together. Semantics as composed: the
 * load sees every turn saved before the lock was granted, and the unlock follows the save's commit.
 */
export class PostgresThreadTurns implements ThreadTurns {
  constructor(
    private readonly locks: PostgresThreadLocks,
    private readonly store: PostgresThreadStore,
  ) {}

  async hold(threadKey: string, timeoutMs: number, signal: AbortSignal): Promise<HeldThread | undefined> {
    await this.store.ensureSchema(); // a round trip on first use only
    const lock = await this.locks.hold(threadKey, timeoutMs, signal, this.store.loadStatement(threadKey));
    if (!lock) return undefined;
    return {
      thread: this.store.threadOf(lock.rows),
      loaded: true,
      saveAndRelease: (thread) => lock.releaseAfter(this.store.saveStatement(threadKey, userOf(threadKey), thread)),
      release: lock.release,
    };
  }
}
