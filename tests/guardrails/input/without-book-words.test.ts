import { checkInput } from "../../../src/guardrails";
import { assessGrayZone } from "../../../src/guardrails/judge/gray-zone";
import { hasGeneralKnowledgeForm } from "../../../src/guardrails/input/topic/general-knowledge-forms";
import { namesSomething } from "../../../src/guardrails/input/topic/name-evidence";
import { passesWithoutBookWords, WITHOUT_BOOK_WORDS_THRESHOLDS } from "../../../src/guardrails/input/topic/without-book-words";

const noContext = { previousTurnOnTopic: false };
const evidence = (
  pBook: number,
  named = false,
  generalKnowledgeForm = false,
  pAttack = 0,
  offTopicSubject = false,
  bookWordsInOtherSenses = false,
) => ({ pBook, pAttack, named, generalKnowledgeForm, offTopicSubject, bookWordsInOtherSenses });

describe("the topic default for prompts with no book word", () => {
  test.each([
    ["Is 'Brideshead Revisited' too nostalgic?", true],
    ["something by Mervyn Peake for a gloomy winter", true],
    ["Was Daphne du Maurier's cousin a model for anyone?", true],
    ["is the Gormenghast trilogy finished, and is Titus Groan the start", true],
    ["does the surgery succeed in Cutting for Stone?", true],
    ["is it going to rain", false],
    ["What is the tallest building?", false],
  ])("names something: %s → %s", (prompt, named) => {
    expect(namesSomething(prompt)).toBe(named);
  });

  test.each([
    ["what is the capital of peru", true],
    ["how do i unblock a drain", true],
    ["write me a poem about my neighbour's goat", true],
    ["convert 5 miles to km", true],
    ["does aragorn become king", false],
    ["is the ending of the remains of the day sad", false],
  ])("general-knowledge form: %s → %s", (prose, form) => {
    expect(hasGeneralKnowledgeForm(prose)).toBe(form);
  });

  test("the classifier's book probability decides, with a higher bar for a general-knowledge form", () => {
    const { plain, generalKnowledgeForm } = WITHOUT_BOOK_WORDS_THRESHOLDS;
    expect(passesWithoutBookWords(evidence(plain))).toBe(true);
    expect(passesWithoutBookWords(evidence(plain - 0.01))).toBe(false);
    expect(passesWithoutBookWords(evidence(generalKnowledgeForm - 0.01, false, true))).toBe(false);
    expect(passesWithoutBookWords(evidence(generalKnowledgeForm, false, true))).toBe(true);
  });

  test("a prompt the classifier reads as an attack rather than a book question gets no benefit of the doubt", () => {
    const { attack } = WITHOUT_BOOK_WORDS_THRESHOLDS;
    expect(passesWithoutBookWords(evidence(0.25, true, false, attack))).toBe(false);
    // A weaker attack reading, or one below the book probability, leaves the decision to the book bar.
    expect(passesWithoutBookWords(evidence(0.25, true, false, attack - 0.01))).toBe(true);
    expect(passesWithoutBookWords(evidence(0.6, true, false, 0.3))).toBe(true);
    // An off-topic subject with nothing named blocks whatever the classifier says; with a name, the bar decides.
    expect(passesWithoutBookWords(evidence(0.99, false, true, 0, true))).toBe(false);
    expect(passesWithoutBookWords(evidence(0.99, true, true, 0, true))).toBe(true);
    // Book words used only in other senses weigh as an off-topic subject does, whatever form the prompt has.
    expect(passesWithoutBookWords(evidence(0.99, false, false, 0, false, true))).toBe(false);
    const { generalKnowledgeForm } = WITHOUT_BOOK_WORDS_THRESHOLDS;
    expect(passesWithoutBookWords(evidence(generalKnowledgeForm - 0.01, true, false, 0, false, true))).toBe(false);
    expect(passesWithoutBookWords(evidence(generalKnowledgeForm, true, false, 0, false, true))).toBe(true);
  });

  test("a question naming only a work passes, in doubt, and goes to the gray-zone judge", () => {
    const prompt = "Does Aragorn become king in the end?";
    expect(checkInput(prompt, noContext).outcome).toBe("passed");
    expect(assessGrayZone(prompt, noContext)).toEqual({ candidate: "topic_boundary", reasons: ["topic_named_work_question"] });
  });

  test("general knowledge with no book word is still blocked", () => {
    expect(checkInput("What is the capital of Chile?", noContext)).toMatchObject({ rule: "topic_boundary", outcome: "blocked" });
  });
});
