import type { RecalledMemories, RecallQuery } from "../long-term/recall-query";
import { ComposedThreadTurns } from "./composed-thread-turns";
import { LatestCheckpointSaver } from "./latest-checkpoint-saver";
import { ThreadBusyError, type ThreadLocks } from "./thread-locks";
import type { ThreadStore } from "./thread-store";
import type { HeldThread, ThreadTurns } from "./thread-turns";

/** One admitted turn of a thread: it holds the thread's lock until `run` ends (or `release` for a turn never run). */
export interface ThreadTurn {
  /** The thread could not be read (the store or the locks failed): the turn runs without it and saves nothing. */
  readonly degraded: boolean;
  /** The long-term recall asked of `admit`, when it was read together with the thread. */
  readonly recalled?: RecalledMemories;
  run<Outcome extends string>(turn: () => Promise<Outcome>): Promise<Outcome>;
  release(): Promise<void>;
}

export interface ThreadMemoryOptions {
  store: ThreadStore;
  locks: ThreadLocks;
  /** How turns lock, load, save and unlock (default: the locks, then the store, one call each). */
  turns?: ThreadTurns;
  /** How long a turn waits for a busy thread before it is refused (THREAD_LOCK_TIMEOUT_MS). */
  lockTimeoutMs: number;
  /** The store or the locks failed: the turn goes on without thread memory (and persists nothing). */
  onFault?: (error: unknown) => void;
}

/**
 * Short-term memory: threads keyed by user AND thread id (one user can never load another's thread, even when their
 * thread ids collide), kept in a ThreadStore between turns. During a turn the graph's checkpointer holds a working
 * copy: loaded once when the turn starts, saved once when it ends "ok", dropped otherwise, so a blocked, failed or
 * aborted turn persists nothing (LangGraph writes its exit checkpoint even when a run throws).
 */
export class ThreadMemory {
  readonly checkpointer = new LatestCheckpointSaver();
  private readonly turns: ThreadTurns;

  constructor(private readonly options: ThreadMemoryOptions) {
    this.turns = options.turns ?? new ComposedThreadTurns(options.locks, options.store, options.onFault);
  }

  /**
   * Waits for the thread and loads it (one turn at a time, across replicas when the locks are PostgreSQL's), with the
   * turn's long-term `recall` in the same round trip where the backend can.
   */
  async admit(threadKey: string, signal: AbortSignal, recall?: RecallQuery): Promise<ThreadTurn> {
    let held: HeldThread | undefined;
    try {
      held = await this.turns.hold(threadKey, this.options.lockTimeoutMs, signal, recall);
    } catch (error) {
      this.options.onFault?.(error);
      return this.turnWithoutMemory(threadKey);
    }
    if (!held) throw new ThreadBusyError();
    return this.turnOf(threadKey, held);
  }

  private turnOf(threadKey: string, held: HeldThread): ThreadTurn {
    return {
      degraded: !held.loaded,
      recalled: held.recalled,
      run: async (turn) => {
        let saving: Promise<void> | undefined;
        try {
          await this.checkpointer.importThread(threadKey, held.thread);
          const outcome = await turn();
          // Never overwrite a thread that could not be read.
          const thread = outcome === "ok" && held.loaded ? await this.checkpointer.exportThread(threadKey) : undefined;
          if (thread) saving = held.saveAndRelease(thread).catch((error: unknown) => this.options.onFault?.(error));
          await saving;
          return outcome;
        } finally {
          this.checkpointer.evict(threadKey);
          // Off the response path: the next turn of this thread waits for the unlock anyway.
          if (!saving) void held.release();
        }
      },
      release: held.release,
    };
  }

  /** The locks are unreachable (so is the store): answer without thread memory rather than not at all. */
  private turnWithoutMemory(threadKey: string): ThreadTurn {
    return {
      degraded: true,
      run: async (turn) => {
        try {
          return await turn();
        } finally {
          this.checkpointer.evict(threadKey);
        }
      },
      release: () => Promise.resolve(),
    };
  }

  /** The checkpointer's thread key; `/` cannot occur in either id, so keys never collide and split back exactly. */
  key(userId: string, threadId: string): string {
    return `${userId}/${threadId}`;
  }

  async hasThread(userId: string, threadId: string): Promise<boolean> {
    return (await this.options.store.load(this.key(userId, threadId))) !== undefined;
  }

  /** Deletes one user's thread once no turn of it runs; another user's thread with the same id is untouched. */
  async deleteThread(threadId: string, userId: string): Promise<boolean> {
    const threadKey = this.key(userId, threadId);
    const turn = await this.admit(threadKey, new AbortController().signal);
    try {
      return await this.options.store.delete(threadKey);
    } finally {
      await turn.release();
    }
  }

  /** Deletes every thread of a user (part of forgetting a user). Returns how many there were. */
  deleteUser(userId: string): Promise<number> {
    return this.options.store.deleteUser(userId);
  }

  purgeIdle(days: number): Promise<number> {
    return this.options.store.purgeIdle(days);
  }

  close(): Promise<void> {
    return this.options.locks.close();
  }
}
