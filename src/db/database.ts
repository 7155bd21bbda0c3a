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
  ping(): Promise<void>;
  close(): Promise<void>;
}
