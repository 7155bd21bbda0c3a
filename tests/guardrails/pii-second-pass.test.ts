import { redactPii } from "../../src/guardrails/redact";

// The second PII pass (docs/guardrails.md): addresses spelled in other languages or letter by letter, a provider
// named without its ending, ISBN-10s whose check digit is X or that stand in a sentence about ISBNs, and order
// numbers after "Nr."; written for these tests.

const counts = (text: string): { email: number; phone: number } => redactPii(text).redactions;

test.each([
  ["Escríbeme a lucia punto marin arroba hotmail punto es y te paso mi lista.", 1, 0],
  ["Mon adresse : paul.girard chez free point fr, merci pour la liste de polars.", 1, 0],
  ["Schreib an jana punkt vogel at gmx Punkt de wegen des Lesekreises.", 1, 0],
  ["Scrivi a giulia chiocciola libero punto it per il club del libro.", 1, 0],
  ["my mail is tom.r at yahoo, send me the reading guide", 1, 0],
  ["contact: a n n a . l e e @ g m a i l . c o m", 1, 0],
  ["contact: jsmith [at] outlook [.] com for the swap", 1, 0],
  ["ping me: reader2024 (at) gmail (.) com", 1, 0],
  ["you can write to marta at hotmail about the swap", 1, 0],
  ["my gmail is bookish.kate88, add me to the club list", 1, 0],
])("redacts the address in: %s", (text, email, phone) => {
  expect(counts(text)).toEqual({ email, phone });
});

test.each([
  "Is ISBN 978-0-14-143951-8 the same book as 0141439513, or a different edition?",
  "Mein Taschenbuch hat ISBN 0-8044-2957-X, gibt es eine gebundene Ausgabe?",
  "Bestellung Nr. 2024-118-5567 mit drei Romanen ist noch nicht da.",
  "I pointed out that the 2nd edition (1998, 412 pages) costs $14.99 at the point of sale.",
  "Our dot-com era memoirs shelf: 2001–2003 titles, call number 338.7 at the library.",
  "OCLC number 1049623541: is that the first edition?",
  "ISSN no. 0028-0836 is the magazine, catalogue code 4471 2209 118 the box set.",
  "The first printing was 1 200 000 copies, the German one 12.500.000 in all.",
  "Library of Congress Control Number 2004049874, is that the 2004 printing?",
])("leaves every number in: %s", (text) => {
  expect(counts(text)).toEqual({ email: 0, phone: 0 });
});

test("a phone number stays a phone number in a sentence about ISBNs when it is called one", () => {
  expect(counts("The ISBN is on the back; my phone is 0141439513 if the shop needs it.").phone).toBe(1);
});

test("the same run is judged in each place it stands: a phone number, then an order number, then a phone number", () => {
  const text = "Call me on 020 7946 0958, or quote order no. 020 7946 0958. Again: 020 7946 0958";
  expect(redactPii(text).text).toBe("Call me on [redacted phone], or quote order no. 020 7946 0958. Again: [redacted phone]");
});

test("a mail provider in prose is no address: working or meeting there, a mailbox that is down", () => {
  for (const text of [
    "I work at gmail and love Le Guin",
    "the book club met at hotmail offices",
    "my gmail is down today, any good books?",
  ]) {
    expect(counts(text)).toEqual({ email: 0, phone: 0 });
  }
});

test("numbers grouped like phone numbers stay phone numbers: three-digit groups after a long first group or a trunk 0", () => {
  expect(counts("call me on 612 345 678 or 0612 345 678 about the book club").phone).toBe(2);
  expect(counts("my number is 1 234 5678").phone).toBe(1);
});

test("a long text of one repeated number shape is judged run by run, whatever its length", () => {
  expect(counts("49 47 4e 4f 52 45 ".repeat(2000)).phone).toBe(0);
  expect(counts("ring 0161 496 0000 ".repeat(200)).phone).toBe(200);
});
