import { createServerTestDatabase, type TestDatabase } from "../support/databases";
import { startHarness, type Harness } from "../support/service-harness";
import { readEvents, statusOf } from "../support/sse";

interface MemoryList {
  memories: Array<{ text: string }>;
}

/** Seven statements, then a question: the extractor finds seven memories, in this order. */
const SEVEN_STATEMENTS =
  "Remember that I read on the train. My favorite author is Ursula K. Le Guin. My favorite genre is solarpunk. " +
  "I love sea stories. I hate cliffhangers. My favorite book is The Dispossessed. I enjoy long family sagas. " +
  "What should I read next?";
const FIRST_FIVE_NEWEST_FIRST = [
  "Dislikes: cliffhangers",
  "Likes: sea stories",
  "Favorite genre: solarpunk",
  "Favorite author: Ursula K. Le Guin",
  "I read on the train",
];

describe("long-term memory stays bounded (end to end)", () => {
  let h: Harness;
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await h.close();
    await database?.drop();
    database = undefined;
  });

  const turn = async (prompt: string) =>
    statusOf(await readEvents(await h.run({ prompt, thread_id: "t-1", user_id: "u-1" })), "memory_saved");
  const stored = async () => ((await (await fetch(`${h.url}/memory/u-1`)).json()) as MemoryList).memories.map((m) => m.text);

  it("one long prompt with seven statements stores only the first five", async () => {
    h = await startHarness({ LONG_TERM_MEMORY_LIMIT: "50" });
    expect(await turn(SEVEN_STATEMENTS)).toMatchObject({ ok: true, longTermMemoriesSaved: 5 });
    expect(await stored()).toEqual(FIRST_FIVE_NEWEST_FIRST);
  });

  it("LONG_TERM_MEMORY_MAX_PER_USER keeps the newest memories of a user on PostgreSQL, the oldest going first", async () => {
    database = await createServerTestDatabase();
    h = await startHarness({
      MEMORY_BACKEND: "postgres",
      DB_ADDON_URI: database.url!,
      LONG_TERM_MEMORY_LIMIT: "50",
      LONG_TERM_MEMORY_MAX_PER_USER: "6",
    });
    expect(await turn(SEVEN_STATEMENTS)).toMatchObject({ ok: true, longTermMemoriesSaved: 5 });
    expect(await turn("I love audiobooks. I dislike footnotes. Remember that I prefer paperbacks.")).toMatchObject({
      ok: true,
      longTermMemoriesSaved: 3,
    });
    expect(await stored()).toEqual([
      "I prefer paperbacks",
      "Dislikes: footnotes",
      "Likes: audiobooks",
      ...FIRST_FIVE_NEWEST_FIRST.slice(0, 3),
    ]);
    const rows = await database.db.query("SELECT count(*)::int AS n FROM dev_cbk_06.user_memories");
    expect(rows.rows).toEqual([{ n: 6 }]);
  });
});
