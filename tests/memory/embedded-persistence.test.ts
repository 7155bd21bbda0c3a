import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { memorySchemaName } from "../../src/memory/long-term/memory-store";
import { startHarness } from "../support/service-harness";
import { readEvents } from "../support/sse";

interface MemoryList {
  memories: { text: string }[];
}

describe("embedded PostgreSQL (PGlite) default", () => {
  it("keeps long-term memory on disk under DATA_DIR across a restart, with no DB_ADDON_URI", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "cbk-pglite-"));
    try {
      const env = { MEMORY_BACKEND: "postgres", DATA_DIR: dataDir };
      const first = await startHarness(env);
      await readEvents(await first.run({ prompt: "My favorite genre is solarpunk.", thread_id: "t", user_id: "disk-user" }));
      expect(await (await fetch(`${first.url}/readyz`)).json()).toEqual({ status: "ready", checks: { database: "ok" } });
      await first.close();
      expect(readdirSync(path.join(dataDir, "pglite")).length).toBeGreaterThan(0);

      const second = await startHarness(env);
      const listed = (await (await fetch(`${second.url}/memory/disk-user`)).json()) as MemoryList;
      expect(listed.memories.map((m) => m.text)).toEqual(["Favorite genre: solarpunk"]);
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe("memorySchemaName", () => {
  it.each([
    ["development", "memory", "dev_cbk_06"],
    ["development", "guarded", "dev_cbk_08"],
    ["production", "memory", "prod_cbk_06"],
    ["production", "guarded", "prod_cbk_08"],
  ] as const)("%s + %s → %s", (env, profile, expected) => {
    expect(memorySchemaName(env, profile)).toBe(expected);
  });
});
