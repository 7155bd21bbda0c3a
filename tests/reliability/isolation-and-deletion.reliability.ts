import { createServerTestDatabase, type TestDatabase } from "../support/databases";
import { chatRequests, type Harness } from "../support/service-harness";
import { readEvents, type ReceivedEvent, sequenceOf, statusOf } from "../support/sse";
import { databaseText } from "./support/database-scan";
import { PASS_SEQUENCE, startGuardedHarness } from "./support/guarded-harness";

const USERS = 24;
const THREAD = "shared-thread"; // every user picks the same thread id
const marker = (i: number) => `Quillborne${String.fromCharCode(65 + i)}wick`;
const loaded = (events: ReceivedEvent[]) => statusOf(events, "memory_loaded");

/** The part of a recorded chat completion request read here. */
interface ChatRequestBody {
  messages: unknown[];
}

/**
 * Concurrent users on real PostgreSQL who all use the same thread id never see each other's thread or memories; after
 * DELETE /memory/{user_id} nothing of that user's text is left in any table (searched with SQL), in recall or in the
 * thread, while everyone else's memories stay.
 */
describe("isolation and deletion", () => {
  let database: TestDatabase;
  let h: Harness;
  beforeAll(async () => {
    database = await createServerTestDatabase();
    h = await startGuardedHarness(
      { MEMORY_BACKEND: "postgres", DB_ADDON_URI: database.url!, LOG_LEVEL: "warn" },
      { defaultReply: { text: "Try Piranesi by Susanna Clarke." } },
    );
  });
  afterAll(async () => {
    await h.close();
    await database.drop();
  });

  const users = Array.from({ length: USERS }, (_, i) => ({ id: `iso-user-${i}`, marker: marker(i), question: `ask${i}q` }));
  const runAll = (prompt: (user: (typeof users)[number]) => string) =>
    Promise.all(users.map(async (user) => readEvents(await h.run({ prompt: prompt(user), thread_id: THREAD, user_id: user.id }))));
  /** The model request that carried this user's question (each question has a unique token). */
  const requestOf = (question: string) =>
    chatRequests(h.llm).find((request) => JSON.stringify((request.body as ChatRequestBody).messages.at(-1)).includes(question))!;

  it("keeps colliding threads and memories apart, and forgets a user completely", async () => {
    const first = await runAll((u) => `Remember that my favorite author is ${u.marker}. Recommend a novel.`);
    for (const events of first) expect(sequenceOf(events)).toEqual(PASS_SEQUENCE);

    h.llm.reset();
    const second = await runAll((u) => `Recommend another novel like that one, ${u.question}.`);
    users.forEach((user, i) => {
      expect(sequenceOf(second[i])).toEqual(PASS_SEQUENCE);
      expect(loaded(second[i])).toMatchObject({ userId: user.id, threadId: THREAD, messages: 2, longTermMemories: 1 });
      const sent = JSON.stringify((requestOf(user.question).body as ChatRequestBody).messages);
      expect(sent).toContain(user.marker);
      expect(users.filter((other) => other !== user && sent.includes(other.marker)).map((other) => other.id)).toEqual([]);
    });
    for (const user of users) {
      const listed = (await (await fetch(`${h.url}/memory/${user.id}`)).json()) as { memories: Array<{ text: string }> };
      expect(listed.memories.map((m) => m.text)).toEqual([`Favorite author: ${user.marker}`]);
    }

    const forgotten = users.slice(0, USERS / 2);
    const kept = users.slice(USERS / 2);
    const deletions = await Promise.all(
      forgotten.map(async (user) => (await (await fetch(`${h.url}/memory/${user.id}`, { method: "DELETE" })).json()) as unknown),
    );
    forgotten.forEach((user, i) => expect(deletions[i]).toEqual({ userId: user.id, deleted: 1, threadsDeleted: 1 }));

    const stored = await databaseText(database.url!);
    expect(forgotten.filter((user) => stored.includes(user.marker)).map((user) => user.id)).toEqual([]);
    expect(kept.filter((user) => !stored.includes(user.marker)).map((user) => user.id)).toEqual([]);

    h.llm.reset();
    const after = await Promise.all(
      forgotten.map(async (user) =>
        readEvents(await h.run({ prompt: `Recommend a novel, ${user.question}.`, thread_id: THREAD, user_id: user.id })),
      ),
    );
    forgotten.forEach((user, i) => {
      expect(loaded(after[i])).toMatchObject({ messages: 0, longTermMemories: 0 });
      expect(JSON.stringify((requestOf(user.question).body as ChatRequestBody).messages)).not.toContain(user.marker);
    });
    for (const user of forgotten) {
      expect(await (await fetch(`${h.url}/memory/${user.id}`)).json()).toEqual({ userId: user.id, memories: [], limit: 5 });
    }
    // Threads live in the database too: nothing of a forgotten user is left there, a kept user's thread still is.
    const storedAfter = await databaseText(database.url!);
    expect(forgotten.filter((user) => storedAfter.includes(user.marker)).map((user) => user.id)).toEqual([]);
    expect(storedAfter).toContain(kept[0].marker);
  });
});
