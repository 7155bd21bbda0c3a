import { redactPii } from "../../src/guardrails/redact";

// Numbers read out (digit words, digits spaced one by one) and an address whose provider comes before a spelled
// ending; written for these tests in the tenth session, none from a data file.

const counts = (text: string): { email: number; phone: number } => redactPii(text).redactions;

test.each([
  ["phone number: seven one eight, five five five, zero one nine nine", "phone number: [redacted phone]"],
  ["call me at five five five, one two three, four five six seven", "call me at [redacted phone]"],
  ["ring oh seven seven double oh nine oh oh one two three tonight", "ring [redacted phone] tonight"],
  ["call me: 0 7 7 0 0 9 0 0 1 2 3", "call me: [redacted phone]"],
  ["my number is 0 6 1 2 3 4 5 6 7 8, thanks", "my number is [redacted phone], thanks"],
])("redacts the number read out in: %s", (text, redacted) => {
  expect(redactPii(text)).toEqual({ text: redacted, redactions: { email: 0, phone: 1 } });
});

test("redacts an address at a mail provider with a spelled ending, whatever comes before it", () => {
  expect(redactPii("drop a line to anna-berg at hotmail period com")).toEqual({
    text: "drop a line to [redacted email]",
    redactions: { email: 1, phone: 0 },
  });
});

test.each([
  "one two three four five six seven, the counting book my toddler loves",
  "volumes 1 2 3 4 5 6 7 8 of the omnibus",
  "she read one, then two, then five more of the series",
  "Five Children and It, The Railway Children, Seven Little Australians",
  "chapter 7 7 7 of the parody",
  "my period of reading at school was at nine",
])("leaves numbers and prose that are no phone number: %s", (text) => {
  expect(counts(text)).toEqual({ email: 0, phone: 0 });
});
