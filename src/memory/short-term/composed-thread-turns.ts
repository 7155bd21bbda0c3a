import type { ThreadLocks } from "./thread-locks";
import type { ThreadStore } from "./thread-store";
import type { HeldThread, ThreadTurns } from "./thread-turns";

/**
 * Thread turns from any locks and store, one call each (in-process, or embedded PGlite where a call is no network
 * round trip): lock, then load; save, then unlock. A load that fails leaves the turn holding the thread, unsaved.
 */
export class ComposedThreadTurns implements ThreadTurns {
  constructor(
    private readonly locks: ThreadLocks,
    private readonly store: ThreadStore,
    private readonly onFault?: (error: unknown) => void,
  ) {}

  async hold(threadKey: string, timeoutMs: number, signal: AbortSignal): Promise<HeldThread | undefined> {
    const release = await this.locks.acquire(threadKey, timeoutMs, signal);
    if (!release) return undefined;
    let loaded = true;
    const thread = await this.store.load(threadKey).catch((error: unknown) => {
      this.onFault?.(error);
      loaded = false;
      return undefined;
    });
    return {
      thread,
      loaded,
      saveAndRelease: async (next) => {
        try {
          await this.store.save(threadKey, userOf(threadKey), next);
        } finally {
          await release();
        }
      },
      release,
    };
  }
}

/** The user part of a thread key `<user>/<thread>` (`/` occurs in neither id). */
export const userOf = (threadKey: string) => threadKey.slice(0, threadKey.indexOf("/"));
