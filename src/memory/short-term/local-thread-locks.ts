import type { ReleaseThread, ThreadLocks } from "./thread-locks";

interface Waiter {
  grant: (release: ReleaseThread) => void;
}

/**
 * Thread locks inside one process: enough when the process owns the data alone (embedded PGlite under a locked
 * DATA_DIR, or in-process memory). Waiters are served first come, first served; a waiter that times out or whose
 * client left gives up its place.
 */
export class LocalThreadLocks implements ThreadLocks {
  private readonly queues = new Map<string, Waiter[]>();

  acquire(threadKey: string, timeoutMs: number, signal: AbortSignal): Promise<ReleaseThread | undefined> {
    const queue = this.queues.get(threadKey);
    if (!queue) {
      this.queues.set(threadKey, []);
      return Promise.resolve(this.releaser(threadKey));
    }
    return new Promise((resolve) => {
      const waiter: Waiter = {
        grant: (release) => {
          cleanup();
          resolve(release);
        },
      };
      const giveUp = () => {
        cleanup();
        const index = queue.indexOf(waiter);
        if (index >= 0) queue.splice(index, 1);
        resolve(undefined);
      };
      const timer = setTimeout(giveUp, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        signal.removeEventListener("abort", giveUp);
      };
      signal.addEventListener("abort", giveUp, { once: true });
      queue.push(waiter);
    });
  }

  close(): Promise<void> {
    return Promise.resolve();
  }

  private releaser(threadKey: string): ReleaseThread {
    let released = false;
    return () => {
      if (released) return Promise.resolve();
      released = true;
      const next = this.queues.get(threadKey)?.shift();
      if (next) next.grant(this.releaser(threadKey));
      else this.queues.delete(threadKey);
      return Promise.resolve();
    };
  }
}
