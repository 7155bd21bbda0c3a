import { redactPii } from "../../src/guardrails/redact";

// The third PII pass (docs/guardrails.md): addresses spelled with dashes, stars, "[@]", "period" or "arobase"; book
// numbers that were taken for phones (ranges of unequal length, catalogue labels followed by "is", an unmarked
// ISBN-10 in a sentence about editions, a title's number before its years, mistyped ISBN-13s, counts in other
// languages); written for these tests.

const counts = (text: string): { email: number; phone: number } => redactPii(text).redactions;

test.each([
  "Send the list to jane -at- example -dot- com please",
  "my mail is jane-at-example-dot-com",
  "write to jane*at*example*dot*com",
  "email: jane [@] example [.] com",
  "email: jane @ example dot com",
  "email: jane@example dot com",
  "contact jane at example d0t com about the swap",
  "email me at jane at example period com for the list",
  "mail me at jane at-sign example dot com",
  "écris à marie point dupont arobase orange point fr",
  "email: jane 'at' example 'dot' com",
  "email: jane at symbol example dot com",
  "mail: ｊａｎｅ＠ｅｘａｍｐｌｅ．ｃｏｍ",
  "Kontakt: jana(at)beispiel(punkt)de",
  "correo: juan(arroba)ejemplo(punto)es",
  "my gmail: jane.doe.books",
])("redacts the address in: %s", (text) => {
  expect(counts(text)).toEqual({ email: 1, phone: 0 });
});

test.each([
  "Word count 85000-100000 is the norm for debut novels, right?",
  "The LCCN is 2001012345, which edition is that?",
  "Is Library of Congress 75-12345 the original card?",
  "The paperback 0747532699 is the UK first edition of Philosopher's Stone?",
  "Can you compare 0439708184 and 0747532699, US vs UK editions?",
  "Is Bolaño's 2666 2004 edition the best translation?",
  "The Fahrenheit 451 1953 first edition is expensive.",
  "Top 10 2023 2024 lists of fantasy books?",
  "Harry Potter 1-7 1997-2007, which is the best?",
  "Is 9780141439519 a real ISBN? I think I mistyped it.",
  "Le livre s'est vendu à 123 456 789 exemplaires dans le monde.",
  "Price at 4.99 at bn.com vs 3.99 at amazon.co.uk?",
  "Follow @penguin.books and @HarperCollins.UK for news about new releases.",
  "The file was cover@2x.png on the publisher's site.",
  "Published 2024-01-15 14:30:00 according to the metadata.",
  "My ZIP is 90210-1234, any books set in Beverly Hills?",
  "Version 10.0.19041.1234 of the reader app crashes on EPUBs.",
])("leaves every number and name in: %s", (text) => {
  expect(counts(text)).toEqual({ email: 0, phone: 0 });
});

test.each([
  // Grouped as phone numbers are, or joined as a local number: the checksum or a year-like ending never saves them.
  "Here's where to find me 212-555-1987, I want book recs.",
  "212 555 1987 — send me the reading list",
  "I'm at 555-2019 if you have suggestions about Dune 1965",
  // The sentence names a phone, a number or a way to reach someone.
  "My number is 555 1987, suggest a thriller.",
  "text 555 1953 with the list",
  "Here's the paperback seller's number 0747532699",
  "Paperback swap: contact 0747532699",
  "reach me on 415 1999 2020 thanks",
])("keeps the phone number in: %s", (text) => {
  expect(counts(text)).toEqual({ email: 0, phone: 1 });
});

test("an unmarked ISBN-10 is judged in its own sentence: an edition there, a phone in the next", () => {
  const text = "The paperback 0747532699 is lovely. Call me on 0747532699 tonight.";
  expect(redactPii(text).text).toBe("The paperback 0747532699 is lovely. Call me on [redacted phone] tonight.");
});
