import type { Database } from "../../src/db/database";
import { InMemoryMemoryStore } from "../../src/memory/long-term/in-memory-store";
import { PostgresMemoryStore } from "../../src/memory/long-term/postgres-store";
import { createPgliteTestDatabase, createServerTestDatabase, type TestDatabase } from "../support/databases";
import { memoryStoreContract } from "./long-term-store.contract";

function sqlHarness(create: () => Promise<TestDatabase>) {
  return async () => {
    const test = await create();
    return {
      async open(schema: string) {
        return { store: new PostgresMemoryStore(test.db as Database, schema), db: test.db };
      },
      close: () => test.drop(),
    };
  };
}

memoryStoreContract("memory", async () => ({ open: async () => ({ store: new InMemoryMemoryStore() }), close: async () => {} }));
memoryStoreContract(
  "embedded PGlite",
  sqlHarness(() => createPgliteTestDatabase()),
);
memoryStoreContract("PostgreSQL server", sqlHarness(createServerTestDatabase));
