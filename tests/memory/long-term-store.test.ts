import { InMemoryMemoryStore } from "../../src/memory/long-term/in-memory-store";
import type { MemoryStoreBounds } from "../../src/memory/long-term/memory-store";
import { PostgresMemoryStore } from "../../src/memory/long-term/postgres-store";
import { createPgliteTestDatabase, createServerTestDatabase, type TestDatabase } from "../support/databases";
import { memoryStoreContract } from "./long-term-store.contract";

function sqlHarness(create: () => Promise<TestDatabase>) {
  return async () => {
    const test = await create();
    return {
      open: (schema: string, bounds?: MemoryStoreBounds) =>
        Promise.resolve({ store: new PostgresMemoryStore(test.db, schema, bounds), db: test.db }),
      close: () => test.drop(),
    };
  };
}

memoryStoreContract("memory", () =>
  Promise.resolve({
    open: (_schema: string, bounds?: MemoryStoreBounds) => Promise.resolve({ store: new InMemoryMemoryStore(bounds) }),
    close: () => Promise.resolve(),
  }),
);
memoryStoreContract(
  "embedded PGlite",
  sqlHarness(() => createPgliteTestDatabase()),
);
memoryStoreContract("PostgreSQL server", sqlHarness(createServerTestDatabase));
