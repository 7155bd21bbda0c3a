import { Pool } from "pg";
import type { Database, Queryable, QueryResult } from "./database";

export function createPgDatabase(connectionString: string, options: { max?: number } = {}): Database {
  const pool = new Pool({
    connectionString,
    max: options.max ?? 10,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30000,
    query_timeout: 10000,
  });
  // An idle client losing its server must not crash the process; the next query reports the fault.
  pool.on("error", () => undefined);

  const query = async <Row>(sql: string, params: unknown[] = []): Promise<QueryResult<Row>> => {
    const result = await pool.query(sql, params);
    return { rows: result.rows as Row[], rowCount: result.rowCount ?? 0 };
  };

  return {
    kind: "postgres",
    query,
    async transaction(work) {
      const client = await pool.connect();
      const tx: Queryable = {
        async query<Row>(sql: string, params: unknown[] = []) {
          const result = await client.query(sql, params);
          return { rows: result.rows as Row[], rowCount: result.rowCount ?? 0 };
        },
      };
      try {
        await client.query("BEGIN");
        const value = await work(tx);
        await client.query("COMMIT");
        return value;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async script(sql) {
      const result = (await pool.query(sql)) as unknown as
        QueryResult<Record<string, unknown>> | Array<QueryResult<Record<string, unknown>>>;
      return (Array.isArray(result) ? result : [result]).map((r) => ({ rows: r.rows, rowCount: r.rowCount ?? 0 }));
    },
    async ping() {
      await pool.query("SELECT 1");
    },
    async close() {
      await pool.end();
    },
  };
}
