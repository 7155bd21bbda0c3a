import { checkInput } from "../../../src/guardrails";
import { normalise } from "../../../src/guardrails/normalize";
import { assessTopicByWords } from "../../../src/guardrails/input/topic/classify";
import { asksAboutAStory } from "../../../src/guardrails/input/topic/story-questions";

const noContext = { previousTurnOnTopic: false };

describe("questions about what happens in a story, with no book word", () => {
  test.each([
    "does dumbledore really die",
    "do jane and rochester end up together",
    "who gets killed at the end of the hunger games",
    "who's the killer in and then there were none",
    "wer ist der morder in der name der rose",
    "qui est le coupable dans le crime de l'orient-express",
    "is heathcliff supposed to be likeable",
    "how does never let me go end",
    "do the discworld ones have to be read in order",
    "is the dark tower set in the same universe as it",
    "is blood meridian too violent to get through",
    "is infinite jest worth persevering with",
  ])("a story question: %s", (prose) => {
    expect(asksAboutAStory(prose)).toBe(true);
  });

  test.each([
    "how do i die my hair red",
    "what time is it in tokyo",
    "is the stock market open today",
    "how do i get to the station",
    "what order should i paint the walls",
  ])("not a story question: %s", (prose) => {
    expect(asksAboutAStory(prose)).toBe(false);
  });

  test.each([
    "Does Aslan come back to life?",
    "Who is the murderer in Gaudy Night?",
    "Is Amy Dunne meant to be sympathetic?",
    "Do the Cormoran Strike ones need to be read in order?",
    "Who won the Newbery Medal in 1999?",
    "What is the Premio Strega?",
    "When did dark academia take off?",
  ])("passes: %s", (prompt) => {
    expect(checkInput(prompt, noContext).outcome).toBe("passed");
  });

  test.each(["Does a Dyson vacuum die after two years?", "Is the new iPhone worth the hype?", "How does the NBA season end?"])(
    "a story form about an off-topic subject is left to the default, not passed as a book question: %s",
    (prompt) => {
      expect(asksAboutAStory(normalise(prompt).text)).toBe(true);
      expect(assessTopicByWords(normalise(prompt), false)).toBeUndefined();
    },
  );
});
