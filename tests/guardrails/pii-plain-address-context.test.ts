import { redactPii } from "../../src/guardrails/redact";

// "name at domain.tld" written plainly is an address where the words before ask for one ("send it to …"), and
// prose after a word that ends a phrase ("those at goodreads.com"). Written for these tests in the twelfth session.
const counts = (text: string): { email: number; phone: number } => redactPii(text).redactions;

test.each(["send it to jane at example.com later — best Le Guin?", "Forward the list to bob at example.org, please."])(
  "redacts the address in: %s",
  (text) => {
    expect(counts(text)).toEqual({ email: 1, phone: 0 });
  },
);

test.each([
  "Send me books available at amazon.com or bookshop.org?",
  "Can you forward recommendations like those at goodreads.com?",
  "I sent my review to the editor at penguin.co.uk; any memoirs like Educated?",
])("keeps the prose in: %s", (text) => {
  expect(counts(text)).toEqual({ email: 0, phone: 0 });
});
