import { redactPii } from "../../src/guardrails/redact";

// Ten digits the ISBN label itself introduces are the reader's ISBN, mistyped or not; a phone number elsewhere in the
// same prompt is still one. Written for these tests in the eleventh session.
const counts = (text: string): { email: number; phone: number } => redactPii(text).redactions;

test.each([
  "isbn 0679723254 vs 9780679723257 — same book?",
  "ISBN 0679723254 is mine",
  "ISBN-10: 0679723254 (Vintage paperback)",
  "the isbn number is 0679723254, is that the Vintage edition?",
])("keeps the labelled ISBN in: %s", (text) => {
  expect(counts(text)).toEqual({ email: 0, phone: 0 });
});

test.each([
  "ISBN 9780306406157 and my number is 4155550132",
  "isbn question: call me at 4155550132",
  "My phone, not the ISBN, is 4155550132",
])("still redacts the phone number in: %s", (text) => {
  expect(counts(text)).toEqual({ email: 0, phone: 1 });
});
