import type { Database } from "../../db/database";
import { migrateOnce } from "../../db/migrate";
import { conversationMigrations } from "../../db/migrations/conversation";
import { sqlBytes, sqlText } from "../../db/sql-literal";
import type { SerializedThread, ThreadStore } from "./thread-store";

/**
 * Threads in PostgreSQL (a real server or embedded PGlite), one row per thread holding its latest checkpoint, so any
 * replica continues any thread and a restart loses nothing. The table comes from the conversation migrations.
 */
export class PostgresThreadStore implements ThreadStore {
  private readonly table: string;
  /** Brings the schema up to date (numbered migrations under an advisory lock) on first use. */
  readonly ensureSchema: () => Promise<void>;

  constructor(
    private readonly db: Database,
    schema: string,
  ) {
    this.table = `"${schema}".threads`;
    this.ensureSchema = migrateOnce(db, schema, conversationMigrations);
  }

  async load(threadKey: string): Promise<SerializedThread | undefined> {
    await this.ensureSchema();
    return this.threadOf(
      (await this.db.query(`SELECT checkpoint_type, checkpoint FROM ${this.table} WHERE thread_key = $1`, [threadKey])).rows,
    );
  }

  async save(threadKey: string, userId: string, thread: SerializedThread): Promise<void> {
    await this.ensureSchema();
    await this.db.query(`${this.upsert} ($1, $2, $3, $4, now())${this.onConflict}`, [
      threadKey,
      userId,
      thread.type,
      Buffer.from(thread.bytes),
    ]);
  }

  /** `load` as one statement with its values in the text, to run where the caller sends it (the lock's connection). */
  loadStatement(threadKey: string): string {
    return `SELECT checkpoint_type, checkpoint FROM ${this.table} WHERE thread_key = ${sqlText(threadKey)}`;
  }

  /** `save` as one statement with its values in the text. */
  saveStatement(threadKey: string, userId: string, thread: SerializedThread): string {
    return `${this.upsert} (${sqlText(threadKey)}, ${sqlText(userId)}, ${sqlText(thread.type)}, ${sqlBytes(thread.bytes)}, now())${this.onConflict}`;
  }

  /** The thread in the rows `loadStatement` returned. */
  threadOf(rows: Array<Record<string, unknown>>): SerializedThread | undefined {
    const row = rows[0] as { checkpoint_type: string; checkpoint: Uint8Array } | undefined;
    return row ? { type: row.checkpoint_type, bytes: row.checkpoint } : undefined;
  }

  private get upsert(): string {
    return `INSERT INTO ${this.table} (thread_key, user_id, checkpoint_type, checkpoint, updated_at) VALUES`;
  }

  private readonly onConflict = ` ON CONFLICT (thread_key) DO UPDATE
       SET checkpoint_type = EXCLUDED.checkpoint_type, checkpoint = EXCLUDED.checkpoint, updated_at = EXCLUDED.updated_at`;

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
