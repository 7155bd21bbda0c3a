import type { Database } from "../../db/database";
import { migrateOnce } from "../../db/migrate";
import { conversationMigrations } from "../../db/migrations/conversation";
import type { SerializedThread, ThreadStore } from "./thread-store";

/**
 * Threads in PostgreSQL (a real server or embedded PGlite), one row per thread holding its latest checkpoint, so any
 * replica continues any thread and a restart loses nothing. The table comes from the conversation migrations.
 */
export class PostgresThreadStore implements ThreadStore {
  private readonly table: string;
  /** Brings the schema up to date (numbered migrations under an advisory lock) on first use. */
  private readonly ensureSchema: () => Promise<void>;

  constructor(
    private readonly db: Database,
    schema: string,
  ) {
    this.table = `"${schema}".threads`;
    this.ensureSchema = migrateOnce(db, schema, conversationMigrations);
  }

  async load(threadKey: string): Promise<SerializedThread | undefined> {
    await this.ensureSchema();
    const { rows } = await this.db.query<{ checkpoint_type: string; checkpoint: Uint8Array }>(
      `SELECT checkpoint_type, checkpoint FROM ${this.table} WHERE thread_key = $1`,
      [threadKey],
    );
    return rows[0] ? { type: rows[0].checkpoint_type, bytes: rows[0].checkpoint } : undefined;
  }

  async save(threadKey: string, userId: string, thread: SerializedThread): Promise<void> {
    await this.ensureSchema();
    await this.db.query(
      `INSERT INTO ${this.table} (thread_key, user_id, checkpoint_type, checkpoint, updated_at) VALUES ($1, $2, $3, $4, now())
       ON CONFLICT (thread_key) DO UPDATE
       SET checkpoint_type = EXCLUDED.checkpoint_type, checkpoint = EXCLUDED.checkpoint, updated_at = EXCLUDED.updated_at`,
      [threadKey, userId, thread.type, Buffer.from(thread.bytes)],
    );
  }

  async delete(threadKey: string): Promise<boolean> {
    await this.ensureSchema();
    return (await this.db.query(`DELETE FROM ${this.table} WHERE thread_key = $1`, [threadKey])).rowCount > 0;
  }

  async deleteUser(userId: string): Promise<number> {
    await this.ensureSchema();
    return (await this.db.query(`DELETE FROM ${this.table} WHERE user_id = $1`, [userId])).rowCount;
  }

  async purgeIdle(days: number): Promise<number> {
    await this.ensureSchema();
    return (await this.db.query(`DELETE FROM ${this.table} WHERE updated_at < now() - make_interval(days => $1)`, [days])).rowCount;
  }
}
