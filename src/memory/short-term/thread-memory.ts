import { LatestCheckpointSaver } from "./latest-checkpoint-saver";

/**
 * Short-term memory is the graph's checkpointer. Threads are keyed by user AND thread id, so one user can never
 * load another's thread even when their thread ids collide. Held in process; lost on restart.
 */
export class ThreadMemory {
  readonly checkpointer = new LatestCheckpointSaver();
  private readonly threadsByUser = new Map<string, Set<string>>();

  /** The checkpointer's thread key; `/` cannot occur in either id, so keys never collide. */
  key(userId: string, threadId: string): string {
    let threads = this.threadsByUser.get(userId);
    if (!threads) this.threadsByUser.set(userId, (threads = new Set()));
    threads.add(threadId);
    return `${userId}/${threadId}`;
  }

  /** Deletes the thread for one user, or for every user who has a thread with that id. */
  async deleteThread(threadId: string, userId?: string): Promise<boolean> {
    const owners = userId ? [userId] : [...this.threadsByUser.keys()];
    let deleted = false;
    for (const owner of owners) {
      const threads = this.threadsByUser.get(owner);
      if (!threads?.has(threadId)) continue;
      deleted = (await this.remove(owner, threadId)) || deleted;
    }
    return deleted;
  }

  /** Deletes every thread of a user (part of forgetting a user). Returns how many held state. */
  async deleteUser(userId: string): Promise<number> {
    let deleted = 0;
    for (const threadId of [...(this.threadsByUser.get(userId) ?? [])]) {
      if (await this.remove(userId, threadId)) deleted++;
    }
    this.threadsByUser.delete(userId);
    return deleted;
  }

  private async remove(userId: string, threadId: string): Promise<boolean> {
    const key = `${userId}/${threadId}`;
    const existed = this.checkpointer.hasThread(key);
    await this.checkpointer.deleteThread(key);
    const threads = this.threadsByUser.get(userId);
    threads?.delete(threadId);
    if (threads?.size === 0) this.threadsByUser.delete(userId);
    return existed;
  }
}
