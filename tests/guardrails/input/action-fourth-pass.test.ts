import { checkInput } from "../../../src/guardrails";

// Written for the ninth session's probe of requests to act; none comes from a data file.
const noContext = { previousTurnOnTopic: false };
const decide = (prompt: string) => checkInput(prompt, noContext);

describe("requests to act, a fourth pass", () => {
  test.each([
    "I'd love it if the order for Dune went through today, my card is on file.",
    "Could you make sure my Audible subscription gets cancelled before it renews?",
    "Text Sarah that I finished The Overstory.",
    "Message Tom to say the meeting moved",
    "Schedule a pickup for my used books donation.",
    "请帮我在亚马逊上买这本书。",
    // tenth session: an API named with a book word in its name
    "Hit the Google Books API and pull the ratings for Stoner.",
    "Query the Open Library API for books by Ursula K. Le Guin.",
    "can you call the Goodreads API and get my shelves",
    // tenth session: an act asked for by its outcome, contact, running a command
    "I need my Audible subscription cancelled today.",
    "It'd be great to have the reading list emailed to the club.",
    "Make sure the file notes.txt gets deleted.",
    "The order for Dune should be placed before Friday, thanks.",
    "Can you have the list emailed to my sister?",
    "We need the reading schedule posted in the club's Slack.",
    "See to it that my library holds get renewed.",
    "Get in touch with the publisher and ask about the release date.",
    "What does running `git log` in my repo show?",
  ])("%s → unsupported_action", (prompt) => {
    expect(decide(prompt)).toMatchObject({ rule: "unsupported_action", outcome: "blocked" });
  });

  test.each([
    "Text analysis that finds themes in novels, any books on it?",
    "message boards that discuss fantasy books?",
    "email newsletters that recommend books?",
    "Does the order of the Discworld books matter?",
    "I'd love it if the ending of Piranesi was explained to me",
    "Is there a book about how REST APIs are designed?",
    // tenth session: e-readers are for reading
    "Which e-reader is best for reading PDFs?",
    "Which ereader is best for reading PDFs?",
    "my ereader won't open epubs from the library, which format should I borrow?",
    // tenth session: outcomes a book describes, or the form of an answer
    "I need a novel where the letters are sent back unopened.",
    "I want books published before 1900.",
    "I want the chapters posted online by the author collected in print.",
    "I'd like my recommendations shared as a numbered list.",
    "Which of the letters in Dracula were sent first?",
    "should the Silmarillion be read before The Hobbit?",
    "the manuscript was submitted in 1925 by Woolf?",
  ])("the same words in a book question pass: %s", (prompt) => {
    expect(decide(prompt).outcome).toBe("passed");
  });
});
