import { Pool } from "pg";
import type { ReleaseThread, ThreadLocks } from "./thread-locks";

/** PostgreSQL's error code for a lock wait that reached `lock_timeout`. */
const LOCK_NOT_AVAILABLE = "55P03";

/**
 * Thread locks shared by every replica: a session-level advisory lock on the thread key's 64-bit hash, held on a
 * dedicated connection for the whole turn. PostgreSQL releases it when that connection ends, so a replica killed
 * mid-turn never leaves a thread locked. The wait is bounded by `lock_timeout`, so no polling.
 * Each running turn holds one connection of this pool (sized by `maxTurns`).
 */
export class PostgresThreadLocks implements ThreadLocks {
  private readonly pool: Pool;

  constructor(connectionString: string, maxTurns = 64) {
    this.pool = new Pool({ connectionString, max: maxTurns, connectionTimeoutMillis: 5000, idleTimeoutMillis: 5000 });
    this.pool.on("error", () => undefined);
  }

  async acquire(threadKey: string, timeoutMs: number, signal: AbortSignal): Promise<ReleaseThread | undefined> {
    const client = await this.pool.connect();
    // A held connection that loses its server reports it here (the pool only watches idle ones); the turn goes on.
    const ignoreLostConnection = () => undefined;
    client.on("error", ignoreLostConnection);
    const abandon = () => void this.pool.query("SELECT pg_cancel_backend($1)", [(client as unknown as { processID: number }).processID]);
    signal.addEventListener("abort", abandon, { once: true });
    try {
      // One round trip: the wait bound for this session first (the lock is taken per row of `bound`), then the lock.
      await client.query(
        "WITH bound AS (SELECT set_config('lock_timeout', $1, false)) SELECT pg_advisory_lock(hashtextextended($2, 0)) FROM bound",
        [`${Math.max(1, Math.round(timeoutMs))}ms`, threadKey],
      );
    } catch (error) {
      client.off("error", ignoreLostConnection);
      client.release(true);
      if ((error as { code?: string }).code === LOCK_NOT_AVAILABLE || signal.aborted) return undefined;
      throw error;
    } finally {
      signal.removeEventListener("abort", abandon);
    }
    let released = false;
    return async () => {
      if (released) return;
      released = true;
      client.off("error", ignoreLostConnection);
      try {
        await client.query("SELECT pg_advisory_unlock(hashtextextended($1, 0))", [threadKey]);
        client.release();
      } catch {
        client.release(true); // ending the session releases the lock anyway
      }
    };
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}
