import { RecallAhead } from "../../src/profiles/guarded/recall-ahead";

describe("RecallAhead", () => {
  it("reads ahead for every user except one whose last turn was blocked, until a turn of theirs passes", () => {
    const ahead = new RecallAhead();
    expect(ahead.wanted("u")).toBe(true);
    ahead.settled("u", "blocked");
    expect([ahead.wanted("u"), ahead.wanted("v")]).toEqual([false, true]);
    for (const outcome of ["error", "aborted", "shutdown"] as const) ahead.settled("u", outcome);
    expect(ahead.wanted("u")).toBe(false);
    ahead.settled("u", "ok");
    expect(ahead.wanted("u")).toBe(true);
  });

  it("remembers at most `capacity` blocked users, forgetting the one blocked longest ago first", () => {
    const ahead = new RecallAhead(2);
    ahead.settled("a", "blocked");
    ahead.settled("b", "blocked");
    ahead.settled("a", "blocked"); // blocked again: now the most recent
    ahead.settled("c", "blocked");
    expect(["a", "b", "c"].map((user) => ahead.wanted(user))).toEqual([false, true, false]);
  });
});
