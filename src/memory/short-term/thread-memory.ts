import { KeyedMutex } from "./keyed-mutex";
import { LatestCheckpointSaver } from "./latest-checkpoint-saver";

/**
 * Short-term memory is the graph's checkpointer. Threads are keyed by user AND thread id, so one user can never
 * load another's thread even when their thread ids collide. Held in process; lost on restart.
 */
export class ThreadMemory {
  readonly checkpointer = new LatestCheckpointSaver();
  private readonly turns = new KeyedMutex();

  /**
   * Runs one turn of a thread: turns of the same thread run one at a time (none is lost to a concurrent write), and
   * unless the turn ends "ok" the thread is put back as it was (LangGraph writes its exit checkpoint even when a run
   * throws), so a blocked, failed or aborted run persists nothing. A waiter whose client left runs nothing.
   */
  async runTurn<Outcome extends string>(
    threadKey: string,
    signal: AbortSignal,
    turn: () => Promise<Outcome>,
  ): Promise<Outcome | "aborted"> {
    const outcome = await this.turns.run(threadKey, signal, async () => {
      const before = this.checkpointer.snapshot(threadKey);
      const result = await turn();
      if (result !== "ok") this.checkpointer.restore(threadKey, before);
      return result;
    });
    return outcome ?? "aborted";
  }

  /** The checkpointer's thread key; `/` cannot occur in either id, so keys never collide and split back exactly. */
  key(userId: string, threadId: string): string {
    return `${userId}/${threadId}`;
  }

  /** Deletes one user's thread; another user's thread with the same id is untouched. */
  async deleteThread(threadId: string, userId: string): Promise<boolean> {
    return (await this.remove([this.key(userId, threadId)])) > 0;
  }

  /** Deletes every thread of a user (part of forgetting a user). Returns how many there were. */
  async deleteUser(userId: string): Promise<number> {
    return this.remove(this.checkpointer.threadIds().filter((key) => key.startsWith(`${userId}/`)));
  }

  private async remove(keys: string[]): Promise<number> {
    let removed = 0;
    for (const key of keys) {
      if (!this.checkpointer.hasThread(key)) continue;
      await this.checkpointer.deleteThread(key);
      removed++;
    }
    return removed;
  }
}
