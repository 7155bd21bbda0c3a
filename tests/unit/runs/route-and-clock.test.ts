import { chooseRoute } from "../../../src/profiles/shared/route";
import { createMonotonicClock } from "../../../src/memory/long-term/postgres-store";

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
