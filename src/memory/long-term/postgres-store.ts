import { randomUUID } from "node:crypto";
import type { Database } from "../../db/database";
import { migrateOnce } from "../../db/migrate";
import { sqlNumber, sqlText } from "../../db/sql-literal";
import { conversationMigrations } from "../../db/migrations/conversation";
import { keywords, MAX_NEW_MEMORIES_PER_SAVE, type Memory, type MemoryStore, type MemoryStoreBounds, type NewMemory } from "./memory-store";
import type { RecallQuery } from "./recall-query";

interface MemoryRow {
  id: string;
  kind: Memory["kind"];
  text: string;
  created_at: Date | string;
}

/**
 * `user_memories` in its own schema, through the shared Database interface (real server via `pg`, or PGlite).
 * The schema is brought up to date by numbered migrations on first use (under an advisory lock, so concurrent first
 * requests and replicas are safe).
 */
export class PostgresMemoryStore implements MemoryStore {
  /** Brings the schema up to date (numbered migrations under an advisory lock) on first use. */
  readonly ensureSchema: () => Promise<void>;
  private readonly table: string;
  private readonly timestamp = createMonotonicClock();

  constructor(
    private readonly db: Database,
    private readonly schema: string,
    private readonly bounds: MemoryStoreBounds = {},
  ) {
    if (!/^[a-z][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`unsafe schema name: ${schema}`);
    this.table = `"${schema}".user_memories`;
    this.ensureSchema = migrateOnce(db, schema, conversationMigrations);
  }

  /** One round trip: the user's lock, then the insert and the cap, each statement seeing the ones before it. */
  async save(userId: string, memories: NewMemory[]): Promise<number> {
    if (memories.length === 0) return 0;
    await this.ensureSchema();
    const user = sqlText(userId);
    const rows = memories.map(
      (memory, order) =>
        `(${sqlNumber(order)}, ${sqlText(randomUUID())}, ${sqlText(memory.kind)}, ${sqlText(memory.text)}, ${sqlText(memory.sourceThreadId)}, ${sqlText(this.timestamp())})`,
    );
    const max = this.bounds.maxPerUser;
    const [, inserted] = await this.db.script(
      // One save per user at a time, across replicas too (the lock lasts until the script's transaction ends), so the
      // first five facts not yet known are exactly that, and the cap below holds exactly.
      `SELECT pg_advisory_xact_lock(hashtext(${sqlText(`memories:${this.schema}:${userId}`)}));
       INSERT INTO ${this.table} (id, user_id, kind, text, source_thread_id, created_at)
       SELECT v.id::uuid, ${user}, v.kind, v.text, v.source, v.created_at::timestamptz
       FROM (SELECT DISTINCT ON (lower(text)) * FROM (VALUES ${rows.join(", ")}) AS given(ord, id, kind, text, source, created_at)
             ORDER BY lower(text), ord) v
       WHERE NOT EXISTS (SELECT 1 FROM ${this.table} known WHERE known.user_id = ${user} AND lower(known.text) = lower(v.text))
       ORDER BY v.ord LIMIT ${sqlNumber(MAX_NEW_MEMORIES_PER_SAVE)}
       ON CONFLICT (user_id, lower(text)) DO NOTHING;` +
        (max === undefined
          ? ""
          : `DELETE FROM ${this.table} WHERE id IN (
               SELECT id FROM ${this.table} WHERE user_id = ${user} ORDER BY created_at DESC, id DESC OFFSET ${sqlNumber(max)})`),
    );
    return Math.min(inserted.rowCount, max ?? Number.POSITIVE_INFINITY);
  }

  async recall(userId: string, query: string, limit: number): Promise<Memory[]> {
    await this.ensureSchema();
    const result = await this.db.query(this.recallSql("$1", "$2::text[]", "$3"), [userId, keywords(query), limit]);
    return this.memoriesOf(result.rows);
  }

  /** `recall` as one statement with its values in the text, to run where the caller sends it (the thread lock's connection). */
  recallStatement({ userId, query, limit }: RecallQuery): string {
    return this.recallSql(sqlText(userId), `ARRAY[${keywords(query).map(sqlText).join(", ")}]::text[]`, sqlNumber(limit));
  }

  /** The memories in the rows `recallStatement` returned. */
  memoriesOf(rows: Array<Record<string, unknown>>): Memory[] {
    return (rows as unknown as MemoryRow[]).map(toMemory);
  }

  /** The recall, given its values as SQL (parameters or literals). */
  private recallSql(user: string, words: string, limit: string): string {
    return `SELECT id, kind, text, created_at FROM ${this.table} m
       WHERE user_id = ${user}
       ORDER BY (SELECT count(*) FROM unnest(${words}) AS w(word) WHERE strpos(lower(m.text), w.word) > 0) DESC,
                created_at DESC
       LIMIT ${limit}`;
  }

  async list(userId: string, limit: number): Promise<Memory[]> {
    await this.ensureSchema();
    const result = await this.db.query<MemoryRow>(
      `SELECT id, kind, text, created_at FROM ${this.table} WHERE user_id = $1 ORDER BY created_at DESC LIMIT $2`,
      [userId, limit],
    );
    return result.rows.map(toMemory);
  }

  async count(userId: string): Promise<number> {
    await this.ensureSchema();
    const result = await this.db.query<{ n: number | string }>(`SELECT count(*)::int AS n FROM ${this.table} WHERE user_id = $1`, [userId]);
    return Number(result.rows[0]?.n ?? 0);
  }

  async deleteAll(userId: string): Promise<number> {
    await this.ensureSchema();
    const result = await this.db.query(`DELETE FROM ${this.table} WHERE user_id = $1`, [userId]);
    return result.rowCount;
  }

  async ping(): Promise<void> {
    await this.db.ping();
  }
}

function toMemory(row: MemoryRow): Memory {
  return { id: row.id, kind: row.kind, text: row.text, createdAt: new Date(row.created_at).toISOString() };
}

/**
 * Strictly increasing microsecond timestamps, so memories saved in the same millisecond still sort newest-first
 * (PGlite's clock only has millisecond resolution).
 */
export function createMonotonicClock(now: () => number = Date.now): () => string {
  let lastMicros = 0;
  return () => {
    lastMicros = Math.max(now() * 1000, lastMicros + 1);
    const millis = Math.floor(lastMicros / 1000);
    const micros = String(lastMicros % 1000).padStart(3, "0");
    return new Date(millis).toISOString().replace("Z", `${micros}Z`);
  };
}
