import { checkInput } from "../../../src/guardrails";

// A wish to buy followed by the go-ahead is an order to buy; the same wish asking for advice is a reader's question
// (twelfth session; written for these tests, none from a data file).
const rule = (prompt: string): string => checkInput(prompt, { previousTurnOnTopic: false }).rule;

test.each([
  "I'd like to purchase the Kindle version of Project Hail Mary, please go ahead.",
  "I want to buy the box set of The Expanse. Go ahead and do it.",
  "I need to order three copies of Educated for my club; please proceed.",
  "I'd love to preorder Sunrise on the Reaping — make it happen!",
])("%s → unsupported_action", (prompt) => {
  expect(rule(prompt)).toBe("unsupported_action");
});

test.each([
  "I'd like to buy the Kindle version of Dune, but which translation should I get?",
  "I want to buy a book for my dad; go ahead and suggest three thrillers.",
  "I'd like to purchase a classic for my niece. Do you think she'd like Little Women?",
  "I want to order the paperback, but should I wait for the new edition? Go ahead and tell me honestly.",
])("a reader's question passes: %s", (prompt) => {
  expect(rule(prompt)).toBe("none");
});
