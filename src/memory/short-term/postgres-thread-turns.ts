import { DatabaseError } from "pg";
import type { PostgresMemoryStore } from "../long-term/postgres-store";
import type { RecalledMemories, RecallQuery } from "../long-term/recall-query";
import { userOf } from "./composed-thread-turns";
import type { HeldLock, PostgresThreadLocks } from "./postgres-thread-locks";
import type { PostgresThreadStore } from "./postgres-thread-store";
import type { HeldThread, ThreadTurns } from "./thread-turns";

/**
 * Thread turns on a PostgreSQL server in two round trips, both on the connection that holds the thread's lock for
 * the turn anyway: lock and load together (with the user's long-term recall when the memories live on the same
 * server), then save (committed) and unlock together. Semantics as composed: the load and the recall see every turn
 * saved before the lock was granted, and the unlock follows the save's commit.
 */
export class PostgresThreadTurns implements ThreadTurns {
  constructor(
    private readonly locks: PostgresThreadLocks,
    private readonly store: PostgresThreadStore,
    /** The long-term memories, on the same server as `locks`. */
    private readonly memories?: PostgresMemoryStore,
  ) {}

  async hold(threadKey: string, timeoutMs: number, signal: AbortSignal, recall?: RecallQuery): Promise<HeldThread | undefined> {
    await this.store.ensureSchema(); // a round trip on first use only
    const load = this.store.loadStatement(threadKey);
    if (recall && this.memories) {
      await this.memories.ensureSchema();
      const statements = [load, this.memories.recallStatement(recall)];
      const lock = await this.locks.hold(threadKey, timeoutMs, signal, statements).catch(refusedByServer);
      if (lock !== REFUSED) {
        return lock && this.held(threadKey, lock, { query: recall, memories: this.memories.memoriesOf(lock.results[1]) });
      }
      // The server refused a statement (say the memories table is broken; the lock went with its connection): lock and
      // load alone, and leave the recall, and its failure, to the recall node as usual.
    }
    const lock = await this.locks.hold(threadKey, timeoutMs, signal, [load]);
    return lock && this.held(threadKey, lock);
  }

  private held(threadKey: string, lock: HeldLock, recalled?: RecalledMemories): HeldThread {
    return {
      thread: this.store.threadOf(lock.results[0]),
      loaded: true,
      recalled,
      saveAndRelease: (thread) => lock.releaseAfter(this.store.saveStatement(threadKey, userOf(threadKey), thread)),
      release: lock.release,
    };
  }
}

const REFUSED = Symbol("refused by the server");

/** An error the server answered with (a statement failed), as opposed to a lost or unreachable server. */
function refusedByServer(error: unknown): typeof REFUSED {
  if (error instanceof DatabaseError) return REFUSED;
  throw error;
}
