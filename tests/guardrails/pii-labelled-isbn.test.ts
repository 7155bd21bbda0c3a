import { redactPii } from "../../src/guardrails/redact";

// Ten digits the ISBN label itself introduces are the reader's ISBN, mistyped or not, and so is a valid ISBN-10 asked
// about as a book's ("what book is …", "look up …"); a phone number elsewhere in the same prompt is still one.
// Written for these tests in the eleventh session.
const counts = (text: string): { email: number; phone: number } => redactPii(text).redactions;

test.each([
  "isbn 0679723254 vs 9780679723257 — same book?",
  "ISBN 0679723254 is mine",
  "ISBN-10: 0679723254 (Vintage paperback)",
  "the isbn number is 0679723254, is that the Vintage edition?",
  // an ISBN-10 (valid checksum) asked about as a book's, without the label
  "What book is 0593135202?",
  "Look up 0316769487 please, is it Catcher in the Rye?",
])("keeps the labelled ISBN in: %s", (text) => {
  expect(counts(text)).toEqual({ email: 0, phone: 0 });
});

test.each([
  "ISBN 9780306406157 and my number is 4155550132",
  "isbn question: call me at 4155550132",
  "My phone, not the ISBN, is 4155550132",
  "0593135202 is my mobile, what book is good for a flight?",
  "Look up my number 0612345678 and text me a book",
])("still redacts the phone number in: %s", (text) => {
  expect(counts(text)).toEqual({ email: 0, phone: 1 });
});
