import { extractMemories } from "../../../src/memory/long-term/extract";

describe("extractMemories", () => {
  it.each([
    ["Remember that my favorite author is Ursula K. Le Guin.", [{ kind: "favorite_author", text: "Favorite author: Ursula K. Le Guin" }]],
    ["remember that I read slowly", [{ kind: "note", text: "I read slowly" }]],
    ["My favourite genre is cosy mystery!", [{ kind: "favorite_genre", text: "Favorite genre: cosy mystery" }]],
    ["My favorite book is The Left Hand of Darkness", [{ kind: "favorite_book", text: "Favorite book: The Left Hand of Darkness" }]],
    [
      "I really love space opera. I hate love triangles.",
      [
        { kind: "likes", text: "Likes: space opera" },
        { kind: "dislikes", text: "Dislikes: love triangles" },
      ],
    ],
    ["Do you remember that book about whales?", []],
    ["What is my favorite author?", []],
    ["Recommend something like Dune", []],
  ])("%s", (prompt, expected) => {
    expect(extractMemories(prompt, "t1").map(({ kind, text }) => ({ kind, text }))).toEqual(expected);
  });

  it("records the source thread and never stores the same fact twice from one prompt", () => {
    expect(extractMemories("I love Dune. I love dune.", "thread-7")).toEqual([
      { kind: "likes", text: "Likes: dune", sourceThreadId: "thread-7" },
    ]);
  });
});
