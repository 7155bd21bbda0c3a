import { Pool, type PoolClient } from "pg";
import { sqlText } from "../../db/sql-literal";
import type { ReleaseThread, ThreadLocks } from "./thread-locks";

/** PostgreSQL's error code for a lock wait that reached `lock_timeout`. */
const LOCK_NOT_AVAILABLE = "55P03";

type Row = Record<string, unknown>;

/** A thread lock held on its own connection, which also runs the turn's statements about that thread. */
export interface HeldLock {
  /** The rows of each statement that ran right after the lock was granted, in the same round trip. */
  results: Row[][];
  /**
   * Commits `statements` (one transaction), then unlocks, in one round trip. When they fail, the connection is
   * dropped (which ends the lock) and the error is thrown.
   */
  releaseAfter(statements: string): Promise<void>;
  release: ReleaseThread;
}

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
    return (await this.hold(threadKey, timeoutMs, signal))?.release;
  }

  /**
   * Locks the thread and then runs the statements `then` (values as literals) in the same round trip: the wait bound
   * for this session, the lock in its own transaction, then `then` in a new one, so whatever they read was committed
   * before the lock was granted (under any isolation level). Undefined when the thread stayed busy or `signal` aborted.
   */
  async hold(threadKey: string, timeoutMs: number, signal: AbortSignal, then: readonly string[] = []): Promise<HeldLock | undefined> {
    const client = await this.pool.connect();
    // A held connection that loses its server reports it here (the pool only watches idle ones); the turn goes on.
    const ignoreLostConnection = () => undefined;
    client.on("error", ignoreLostConnection);
    const drop = () => {
      client.off("error", ignoreLostConnection);
      client.release(true); // ending the session releases the lock
    };
    const abandon = () => void this.pool.query("SELECT pg_cancel_backend($1)", [(client as unknown as { processID: number }).processID]);
    signal.addEventListener("abort", abandon, { once: true });
    const key = `hashtextextended(${sqlText(threadKey)}, 0)`;
    let results: Row[][];
    try {
      const answered = await script(
        client,
        `BEGIN; SELECT set_config('lock_timeout', '${Math.max(1, Math.round(timeoutMs))}ms', false), pg_advisory_lock(${key}); COMMIT;` +
          then.map((statement) => ` ${statement}`).join(";"),
      );
      results = answered.slice(answered.length - then.length).map((result) => result.rows);
    } catch (error) {
      drop();
      if ((error as { code?: string }).code === LOCK_NOT_AVAILABLE || signal.aborted) return undefined;
      throw error;
    } finally {
      signal.removeEventListener("abort", abandon);
    }
    let released = false;
    const unlockAfter = async (statements: string) => {
      if (released) return;
      released = true;
      try {
        await script(client, `${statements ? `BEGIN; ${statements}; COMMIT; ` : ""}SELECT pg_advisory_unlock(${key})`);
      } catch (error) {
        drop();
        if (statements) throw error;
        return;
      }
      client.off("error", ignoreLostConnection);
      client.release();
    };
    return { results, releaseAfter: unlockAfter, release: () => unlockAfter("") };
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}

/** Several statements in one simple query; `pg` answers one result, or an array of them. */
async function script(client: PoolClient, sql: string): Promise<Array<{ rows: Row[] }>> {
  const result = (await client.query(sql)) as unknown as { rows: Row[] } | Array<{ rows: Row[] }>;
  return Array.isArray(result) ? result : [result];
}
