import { redactPii } from "../../src/guardrails/redact";

// Book numbers that are not phone numbers: an ISBN-10 beside an ISBN-13 in the same sentence, and a library barcode
// (one run of 13 or more digits) in a sentence about a copy or an edition. Called a phone, or given as someone's
// number, they are redacted as before. Written for these tests in the twelfth session.
const counts = (text: string): { email: number; phone: number } => redactPii(text).redactions;

test.each([
  "Catalogue no. 9780141439518 and 0141439513 — same book?",
  "Is 978-0-14-143951-8 the same edition as 0141439513?",
  "The barcode on my library copy is 31234000123456, is it the 1996 printing?",
  "The paperback's EAN is 9780141439518 and the barcode sticker says 2000123456789.",
])("keeps the book number in: %s", (text) => {
  expect(counts(text)).toEqual({ email: 0, phone: 0 });
});

test.each([
  "9780141439518 and 0141439513 — text me which is better.",
  "Is 9780141439518 the same as the paperback? Phone 0141439513 if so.",
  "Call me on 31234000123456 about the barcode.",
  "My number is 4915112345678, any Fontane novels on paperback?",
  "Reach me at 00441234567890 about the hardcover edition.",
])("still redacts the phone number in: %s", (text) => {
  expect(counts(text)).toEqual({ email: 0, phone: 1 });
});
