import type { SerializedThread, ThreadStore } from "./thread-store";

interface Entry {
  userId: string;
  thread: SerializedThread;
  touchedAt: number;
}

const DAY_MS = 86_400_000;

/** MEMORY_BACKEND=memory: threads in this process only (lost on restart), serialised like the database's. */
export class InMemoryThreadStore implements ThreadStore {
  private readonly threads = new Map<string, Entry>();

  load(threadKey: string): Promise<SerializedThread | undefined> {
    return Promise.resolve(this.threads.get(threadKey)?.thread);
  }

  save(threadKey: string, userId: string, thread: SerializedThread): Promise<void> {
    this.threads.set(threadKey, { userId, thread, touchedAt: Date.now() });
    return Promise.resolve();
  }

  delete(threadKey: string): Promise<boolean> {
    return Promise.resolve(this.threads.delete(threadKey));
  }

  deleteUser(userId: string): Promise<number> {
    return Promise.resolve(this.deleteWhere((entry) => entry.userId === userId));
  }

  purgeIdle(days: number): Promise<number> {
    const cutoff = Date.now() - days * DAY_MS;
    return Promise.resolve(this.deleteWhere((entry) => entry.touchedAt < cutoff));
  }

  private deleteWhere(matches: (entry: Entry) => boolean): number {
    let deleted = 0;
    for (const [key, entry] of this.threads) if (matches(entry) && this.threads.delete(key)) deleted++;
    return deleted;
  }
}
