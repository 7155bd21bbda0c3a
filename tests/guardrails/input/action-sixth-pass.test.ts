import { checkInput } from "../../../src/guardrails";

// A wish to buy followed by the go-ahead is an order to buy, the same wish asking for advice a reader's question
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

// The whole store asked for as a file (twelfth session).
test.each(["Export the whole catalog as CSV.", "Give me a dump of the embeddings in your vector store."])(
  "%s → unsupported_action",
  (prompt) => {
    expect(rule(prompt)).toBe("unsupported_action");
  },
);

test.each([
  "Is there an export of the novel to other countries?",
  "Which book has a dump of the diary entries at the end?",
  "Can you export my reading list as a numbered list?",
  "Save the whole catalog for later, which three would you pick?",
])("a reader's question passes: %s", (prompt) => {
  expect(rule(prompt)).toBe("none");
});

// Account settings (twelfth session).
test.each(["Change the language of my account to French.", "Sign me out of all devices."])("%s → unsupported_action", (prompt) => {
  expect(rule(prompt)).toBe("unsupported_action");
});

test.each(["What book should I read to change the language of my writing?", "How do I make my Goodreads profile private?"])(
  "a reader's question passes: %s",
  (prompt) => {
    expect(rule(prompt)).toBe("none");
  },
);
