import { normalise } from "../../../src/guardrails/normalize";
import { assessTopicByWords } from "../../../src/guardrails/input/topic/classify";

// Written for these tests: asks for a film, show or game itself, and book questions that name one beside a book.
const categoryOf = (prompt: string): string | undefined => assessTopicByWords(normalise(prompt), false)?.category;

describe("asks for a film, show or game", () => {
  test.each([
    "recommend a good horror movie for tonight",
    "which film won best picture this year?",
    "Any good sci-fi series on Netflix right now?",
    "best co-op games on PS5",
    "what should we watch tonight",
    "what should I binge this weekend, something like Stranger Things",
    "what's on at the cinema this weekend",
    "how many seasons does The Office have",
    "when does the next season of The Bear come out",
    "how do I beat the final boss in Elden Ring",
    "what's the IMDb rating of Oppenheimer",
    "funniest sitcoms of the 90s",
  ])("are off topic: %s", (prompt) => {
    expect(categoryOf(prompt)).toBe("screen");
  });

  test.each([
    "is the Dune movie faithful to the book?",
    "should I watch the show before reading the books?",
    "Should I watch The Name of the Rose first or start with Eco?",
    "any good films based on Stephen King novels?",
    "recommend books and films about the sea",
    "recommend a horror novel that reads like a movie",
    "books to read if I liked the movie Arrival",
    "who is the best character in Game of Thrones?",
    "what's the best Hunger Games book?",
    "is the Witcher on Netflix faithful to the books?",
    "how does season 4 of The Expanse differ from the books?",
  ])("are not, beside a book or without a screen ask: %s", (prompt) => {
    expect(categoryOf(prompt)).not.toBe("screen");
  });
});
