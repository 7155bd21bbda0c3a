import type { Migration } from "../migrate";

/** The schema of the memory and guarded profiles (`<dev|prod>_cbk_<06|08>`), one numbered change at a time. */
export const conversationMigrations: readonly Migration[] = [
  {
    version: 1,
    name: "user_memories",
    up: (schema) => [
      `CREATE TABLE IF NOT EXISTS "${schema}".user_memories (
         id uuid PRIMARY KEY,
         user_id text NOT NULL,
         kind text NOT NULL,
         text text NOT NULL,
         source_thread_id text,
         created_at timestamptz NOT NULL DEFAULT now()
       )`,
      `CREATE INDEX IF NOT EXISTS user_memories_user_created_idx ON "${schema}".user_memories (user_id, created_at DESC)`,
      `CREATE UNIQUE INDEX IF NOT EXISTS user_memories_user_text_key ON "${schema}".user_memories (user_id, lower(text))`,
    ],
  },
  {
    version: 2,
    name: "threads",
    up: (schema) => [
      `CREATE TABLE "${schema}".threads (
         thread_key text PRIMARY KEY,
         user_id text NOT NULL,
         checkpoint_type text NOT NULL,
         checkpoint bytea NOT NULL,
         updated_at timestamptz NOT NULL DEFAULT now()
       )`,
      `CREATE INDEX threads_user_idx ON "${schema}".threads (user_id)`,
      `CREATE INDEX threads_updated_idx ON "${schema}".threads (updated_at)`,
    ],
  },
];
