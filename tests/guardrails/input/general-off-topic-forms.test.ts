import { checkInput } from "../../../src/guardrails";
import { normalise } from "../../../src/guardrails/normalize";
import { assessTopicByWords } from "../../../src/guardrails/input/topic/classify";
import { hasGeneralKnowledgeForm } from "../../../src/guardrails/input/topic/general-knowledge-forms";
import { promptEvidence } from "../../../src/guardrails/input/topic/without-book-words";
import { OFF_TOPIC_SUBJECT } from "../../../src/guardrails/input/topic/off-topic-words";

const noContext = { previousTurnOnTopic: false };

describe("off-topic forms and subjects of a general assistant, with their book-sense exceptions", () => {
  test.each([
    ["who won the rugby final last year", true],
    ["who won the pulitzer for fiction in 2008", false],
    ["who won the international booker", false],
    ["is it safe to swim after eating", true],
    ["can i give my cat aspirin", true],
    ["do we need a visa for vietnam", true],
    ["how much does a new boiler cost", true],
    ["what should i pack for a week in crete", true],
    ["how do you say good night in polish", true],
    ["remind me to water the plants", true],
    ["¿cuántos años tiene el rey?", true],
    ["сколько стоит ремонт телефона", true],
    ["does aragorn become king", false],
    ["is the ending of the remains of the day sad", false],
  ])("general-knowledge form: %s → %s", (prose, form) => {
    expect(hasGeneralKnowledgeForm(prose)).toBe(form);
  });

  test.each([
    ["is paracetamol fine for a toddler", true],
    ["my landlord wants to raise the rent", true],
    ["best espresso machine for a small kitchen", true],
    ["when is the next formula 1 race", true],
    ["docker keeps restarting my container", true],
    ["is frodo braver than sam", false],
    ["what happens to the lawyer at the end of bleak house", false],
  ])("off-topic subject: %s → %s", (prose, subject) => {
    expect(OFF_TOPIC_SUBJECT.test(prose)).toBe(subject);
  });

  test("a subject or form makes a prompt with no book word need the higher bar", () => {
    expect(promptEvidence(normalise("which smartwatch tracks sleep best")).generalKnowledgeForm).toBe(true);
    expect(promptEvidence(normalise("does boromir die")).generalKnowledgeForm).toBe(false);
  });

  test("a literary prize is a book question, another prize or a match is not", () => {
    expect(checkInput("Who won the Booker Prize last year?", noContext).outcome).toBe("passed");
    expect(checkInput("Who won the match last night?", noContext)).toMatchObject({ rule: "topic_boundary", outcome: "blocked" });
  });

  test("an ask for picks of a product is not taken as an ask for reading picks", () => {
    expect(assessTopicByWords(normalise("recommend a robot vacuum for pet hair"), false)).toBeUndefined();
    expect(assessTopicByWords(normalise("recommend something dark and funny"), false)).toEqual({
      onTopic: true,
      reason: "book_question",
      doubtful: true,
    });
  });
});
