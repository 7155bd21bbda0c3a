import type { Database } from "../../src/db/database";
import type { MemoryStore, MemoryStoreBounds, NewMemory } from "../../src/memory/long-term/memory-store";

export interface StoreHarness {
  /** A store for a schema; `db` is present for SQL backends so the suite can inspect what is really stored. */
  open(schema: string, bounds?: MemoryStoreBounds): Promise<{ store: MemoryStore; db?: Database }>;
  close(): Promise<void>;
}

/** One contract for every long-term memory backend (in-memory, embedded PGlite, real PostgreSQL). */
export function memoryStoreContract(name: string, makeHarness: () => Promise<StoreHarness>): void {
  describe(`MemoryStore contract: ${name}`, () => {
    let harness: StoreHarness;
    let store: MemoryStore;
    let db: Database | undefined;

    beforeAll(async () => {
      harness = await makeHarness();
      ({ store, db } = await harness.open("dev_cbk_06"));
    });
    afterAll(() => harness.close());

    it("lists newest first and respects the limit", async () => {
      await store.save("list-user", [{ kind: "note", text: "first" }]);
      await store.save("list-user", [
        { kind: "note", text: "second" },
        { kind: "note", text: "third" },
      ]);
      expect((await store.list("list-user", 5)).map((m) => m.text)).toEqual(["third", "second", "first"]);
      expect((await store.list("list-user", 2)).map((m) => m.text)).toEqual(["third", "second"]);
      expect(await store.count("list-user")).toBe(3);
      const [newest] = await store.list("list-user", 1);
      expect(newest).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
        kind: "note",
        text: "third",
        createdAt: expect.any(String) as unknown,
      });
      expect(Number.isNaN(Date.parse(newest.createdAt))).toBe(false);
    });

    it("recalls the most relevant memories first, then the newest, bounded by the limit", async () => {
      await store.save("rank-user", [
        { kind: "favorite_author", text: "Favorite author: Ursula K. Le Guin" },
        { kind: "likes", text: "Likes: space opera" },
        { kind: "note", text: "I am reading Dune slowly" },
        { kind: "favorite_genre", text: "Favorite genre: fantasy" },
      ]);
      const recalled = await store.recall("rank-user", "Something like Dune, or more space opera?", 3);
      expect(recalled.map((m) => m.text)).toEqual(["Likes: space opera", "I am reading Dune slowly", "Favorite genre: fantasy"]);
      const none = await store.recall("rank-user", "zzz", 2);
      expect(none.map((m) => m.text)).toEqual(["Favorite genre: fantasy", "I am reading Dune slowly"]);
    });

    it("never stores the same fact twice (case-insensitive)", async () => {
      expect(await store.save("dedupe-user", [{ kind: "likes", text: "Likes: Poetry" }])).toBe(1);
      expect(
        await store.save("dedupe-user", [
          { kind: "likes", text: "likes: poetry" },
          { kind: "likes", text: "Likes: Poetry" },
        ]),
      ).toBe(0);
      expect(await store.count("dedupe-user")).toBe(1);
    });

    it("stores and recalls text with quotes, backslashes and semicolons exactly as given", async () => {
      const text = "Likes: O'Brien's \\n poems'); DELETE FROM user_memories; --";
      expect(await store.save("quote'user\\", [{ kind: "likes", text, sourceThreadId: "t'1" }])).toBe(1);
      expect((await store.recall("quote'user\\", "O'Brien poems", 5)).map((m) => m.text)).toEqual([text]);
      expect(await store.count("list-user")).toBe(3);
    });

    it("keeps users apart", async () => {
      await store.save("alice", [{ kind: "note", text: "alice secret shelf" }]);
      await store.save("bob", [{ kind: "note", text: "bob likes maps" }]);
      expect((await store.list("alice", 5)).map((m) => m.text)).toEqual(["alice secret shelf"]);
      expect((await store.recall("bob", "secret shelf", 5)).map((m) => m.text)).toEqual(["bob likes maps"]);
      expect(await store.count("nobody")).toBe(0);
      expect(await store.list("nobody", 5)).toEqual([]);
    });

    it("deletes everything of one user and leaves no residue", async () => {
      await store.save("gone", [
        { kind: "note", text: "unique-residue-marker-4711" },
        { kind: "likes", text: "Likes: sagas" },
      ]);
      await store.save("stays", [{ kind: "note", text: "kept" }]);
      expect(await store.deleteAll("gone")).toBe(2);
      expect(await store.deleteAll("gone")).toBe(0);
      expect(await store.list("gone", 5)).toEqual([]);
      expect(await store.recall("gone", "residue sagas", 5)).toEqual([]);
      expect(await store.count("stays")).toBe(1);
      if (db) {
        const rows = await db.query(
          `SELECT count(*)::int AS n FROM dev_cbk_06.user_memories WHERE user_id = 'gone' OR text LIKE '%residue-marker%'`,
        );
        expect(rows.rows).toEqual([{ n: 0 }]);
      }
    });

    const notes = (prefix: string, count: number): NewMemory[] =>
      Array.from({ length: count }, (_, i) => ({ kind: "note", text: `${prefix} ${i + 1}` }));

    it("stores at most 5 new memories per save: the first new ones, in order", async () => {
      expect(await store.save("turn-user", notes("fact", 8))).toBe(5);
      expect((await store.list("turn-user", 20)).map((m) => m.text)).toEqual(["fact 5", "fact 4", "fact 3", "fact 2", "fact 1"]);
      // Facts already known are not new: they do not use up the turn's five.
      expect(await store.save("turn-user", [...notes("fact", 3), ...notes("more", 7)])).toBe(5);
      expect(await store.count("turn-user")).toBe(10);
      expect((await store.list("turn-user", 5)).map((m) => m.text)).toEqual(["more 5", "more 4", "more 3", "more 2", "more 1"]);
    });

    it("keeps at most maxPerUser memories per user, deleting the oldest first", async () => {
      const { store: capped, db: cappedDb } = await harness.open("dev_cbk_08", { maxPerUser: 7 });
      expect(await capped.save("capped", notes("a", 4))).toBe(4);
      expect(await capped.save("capped", notes("b", 5))).toBe(5);
      expect(await capped.count("capped")).toBe(7);
      expect((await capped.list("capped", 20)).map((m) => m.text)).toEqual(["b 5", "b 4", "b 3", "b 2", "b 1", "a 4", "a 3"]);
      // A save that adds nothing deletes nothing; other users are untouched by the cap.
      expect(await capped.save("capped", notes("b", 2))).toBe(0);
      expect(await capped.count("capped")).toBe(7);
      await capped.save("other", notes("c", 3));
      expect(await capped.count("other")).toBe(3);
      expect(await capped.count("capped")).toBe(7);
      expect(await capped.recall("capped", "a 1 a 2", 20)).not.toContainEqual(expect.objectContaining({ text: "a 1" }));
      if (cappedDb) {
        const rows = await cappedDb.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM dev_cbk_08.user_memories WHERE user_id = 'capped'`,
        );
        expect(rows.rows).toEqual([{ n: 7 }]);
      }
    });

    it("holds the cap under concurrent saves of one user", async () => {
      const { store: capped } = await harness.open("dev_cbk_08", { maxPerUser: 3 });
      for (let round = 0; round < 3; round++) {
        const saved = await Promise.all(Array.from({ length: 8 }, (_, i) => capped.save("racer", notes(`r${round}-${i}`, 1))));
        expect(saved).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
        expect(await capped.count("racer")).toBe(3);
      }
    });

    it("creates the schema, table and index on first use, safely under concurrent first requests", async () => {
      const { store: fresh, db: freshDb } = await harness.open("prod_cbk_08");
      const users = Array.from({ length: 8 }, (_, i) => `c${i}`);
      const saved = await Promise.all(users.map((user) => fresh.save(user, [{ kind: "note", text: `fact ${user}` }])));
      expect(saved).toEqual(users.map(() => 1));
      if (freshDb) {
        const indexes = await freshDb.query<{ indexname: string }>(
          `SELECT indexname FROM pg_indexes WHERE schemaname = 'prod_cbk_08' AND tablename = 'user_memories' ORDER BY indexname`,
        );
        expect(indexes.rows.map((r) => r.indexname)).toEqual([
          "user_memories_pkey",
          "user_memories_user_created_idx",
          "user_memories_user_text_key",
        ]);
      }
    });
  });
}
