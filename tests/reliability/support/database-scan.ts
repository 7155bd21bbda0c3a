import { Client } from "pg";

/**
 * Every text-like value in every user table of the database (all schemas but PostgreSQL's own), so a test can search
 * the whole database for text that must not be there, whatever table or column a future change adds.
 */
export async function databaseText(url: string): Promise<string> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const columns = await client.query<{ table_schema: string; table_name: string; column_name: string; data_type: string }>(
      `SELECT c.table_schema, c.table_name, c.column_name, c.data_type
       FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
       WHERE t.table_type = 'BASE TABLE' AND c.table_schema NOT IN ('pg_catalog', 'information_schema')
         AND c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb', 'bytea', 'ARRAY', 'USER-DEFINED')`,
    );
    const parts: string[] = [];
    for (const { table_schema, table_name, column_name, data_type } of columns.rows) {
      const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;
      // bytea (serialised checkpoints) as text with printable bytes kept, so text stored inside it is found too.
      const value = data_type === "bytea" ? `encode(${quoted(column_name)}, 'escape')` : `${quoted(column_name)}::text`;
      const rows = await client.query<{ value: string | null }>(
        `SELECT ${value} AS value FROM ${quoted(table_schema)}.${quoted(table_name)}`,
      );
      for (const row of rows.rows) if (row.value !== null) parts.push(row.value);
    }
    return parts.join("\n");
  } finally {
    await client.end();
  }
}
