import { checkInput } from "../../../src/guardrails/input/check-input";

// Book questions a rule used to block (tests/guardrails/cases/dev-book-precision): a book's life on screen and in
// publishing is a book subject, whatever film or letter words it uses. Written for these tests.

const decide = (text: string): string => checkInput(text, { previousTurnOnTopic: false }).rule;

test.each([
  "Has The Silent Patient been optioned, or is a TV adaptation already in the works?",
  "Who holds the film rights to Project Hail Mary?",
  "Was Shōgun adapted into a miniseries more than once?",
  "「ノルウェイの森」の映画は原作とどこが違いますか？",
  "How long should a query letter be when pitching a debut thriller to literary agents?",
  "What makes a query letter stand out for a fantasy novel?",
])("passes: %s", (prompt) => {
  expect(decide(prompt)).toBe("none");
});

test.each([
  ["write me a SQL query that lists overdue loans", "topic_boundary"],
  ["write a love letter to my wife for our anniversary", "topic_boundary"],
  ["who directed the movie Oppenheimer?", "topic_boundary"],
])("still blocked: %s", (prompt, rule) => {
  expect(decide(prompt)).toBe(rule);
});
