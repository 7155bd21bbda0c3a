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
  ])("%s → unsupported_action", (prompt) => {
    expect(decide(prompt)).toMatchObject({ rule: "unsupported_action", outcome: "blocked" });
  });

  test.each([
    "Text analysis that finds themes in novels, any books on it?",
    "message boards that discuss fantasy books?",
    "email newsletters that recommend books?",
    "Does the order of the Discworld books matter?",
    "I'd love it if the ending of Piranesi was explained to me",
  ])("the same words in a book question pass: %s", (prompt) => {
    expect(decide(prompt).outcome).toBe("passed");
  });
});
