import { redactPii } from "../../src/guardrails/redact";

// A mail provider's name split to slip past a filter ("g mail", "g-m-a-i-l"), and prose that only looks like it.
// Written for these tests in the eleventh session.
const counts = (text: string): { email: number; phone: number } => redactPii(text).redactions;

test.each([
  "a.n.n.a at g mail dot com",
  "a-n-n-a at g-m-a-i-l dot c-o-m",
  "mail me: jo_reads at hot mail",
  "my address is jo.reads at out look dot com",
])("redacts the address in: %s", (text) => {
  expect(counts(text)).toEqual({ email: 1, phone: 0 });
});

test.each([
  "Take a look at Outlook Express, the novel, not the program.",
  "Which books did she read at Gmail HQ's book club?",
  "I read it at home, not at work.",
])("leaves prose alone: %s", (text) => {
  expect(counts(text)).toEqual({ email: 0, phone: 0 });
});
