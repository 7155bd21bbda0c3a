import { KeyedMutex } from "../../../src/memory/short-term/keyed-mutex";
import { chooseRoute } from "../../../src/profiles/shared/route";
import { createMonotonicClock } from "../../../src/memory/long-term/postgres-store";

describe("KeyedMutex", () => {
  it("runs work for one key in order, other keys in parallel, and forgets idle keys", async () => {
    const mutex = new KeyedMutex();
    const log: string[] = [];
    const step = (name: string, ms: number) => async () => {
      log.push(`start ${name}`);
      await new Promise((resolve) => setTimeout(resolve, ms));
      log.push(`end ${name}`);
      return name;
    };
    const live = new AbortController().signal;
    const results = await Promise.all([
      mutex.run("a", live, step("a1", 20)),
      mutex.run("a", live, step("a2", 1)),
      mutex.run("b", live, step("b1", 1)),
    ]);
    expect(results).toEqual(["a1", "a2", "b1"]);
    expect(log.indexOf("end a1")).toBeLessThan(log.indexOf("start a2"));
    expect(log.indexOf("start b1")).toBeLessThan(log.indexOf("end a1"));
    expect(mutex.size).toBe(0);
  });

  it("skips the work of a waiter whose client has gone", async () => {
    const mutex = new KeyedMutex();
    const gone = new AbortController();
    let release!: () => void;
    const first = mutex.run("k", new AbortController().signal, () => new Promise<void>((resolve) => (release = resolve)));
    const work = jest.fn(() => Promise.resolve("ran"));
    const second = mutex.run("k", gone.signal, work);
    gone.abort();
    await new Promise((resolve) => setImmediate(resolve));
    release();
    await first;
    expect(await second).toBeUndefined();
    expect(work).not.toHaveBeenCalled();
  });
});

describe("chooseRoute", () => {
  it.each([
    ["Recommend something like Dune", 0, "deliberate", "curated_recommendation"],
    ["Compare Tolkien and Le Guin", 0, "deliberate", "comparison"],
    ["Why is Moby-Dick so long?", 0, "deliberate", "explanation"],
    ["Who wrote Emma?", 0, "direct", "quick_fact"],
    ["Something for my commute?", 2, "deliberate", "personal_context"],
    ["Something for my commute?", 0, "direct", "conversation"],
    ["hello there", 3, "direct", "conversation"],
  ])("%s (memories: %d) → %s/%s", (prompt, memories, route, contextNeed) => {
    expect(chooseRoute(prompt, memories)).toEqual({ route, contextNeed });
  });
});

describe("createMonotonicClock", () => {
  it("never repeats or goes back, even within one millisecond", () => {
    const clock = createMonotonicClock(() => 1_700_000_000_000);
    expect([clock(), clock(), clock()]).toEqual([
      "2023-11-14T22:13:20.000000Z",
      "2023-11-14T22:13:20.000001Z",
      "2023-11-14T22:13:20.000002Z",
    ]);
  });
});
