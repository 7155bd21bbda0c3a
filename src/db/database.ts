export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
}

/** The one interface every store talks to: a real PostgreSQL server through `pg`, or embedded PGlite. */
export interface Database extends Queryable {
  readonly kind: "postgres" | "pglite";
  /** Runs `work` on one connection inside BEGIN/COMMIT (ROLLBACK on error). */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Several statements in one round trip (PostgreSQL's simple query protocol: no parameters, so values go in through
   * src/db/sql-literal.ts), one result each. Without explicit BEGIN/COMMIT they run as one transaction.
   */
  script(sql: string): Promise<Array<QueryResult<Record<string, unknown>>>>;
  ping(): Promise<void>;
  close(): Promise<void>;
}
