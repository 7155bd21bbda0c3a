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
])("redacts the address in: %s", (text, email, phone) => {
  expect(counts(text)).toEqual({ email, phone });
});

test.each([
  "Is ISBN 978-0-14-143951-8 the same book as 0141439513, or a different edition?",
  "Mein Taschenbuch hat ISBN 0-8044-2957-X, gibt es eine gebundene Ausgabe?",
  "Bestellung Nr. 2024-118-5567 mit drei Romanen ist noch nicht da.",
  "I pointed out that the 2nd edition (1998, 412 pages) costs $14.99 at the point of sale.",
  "Our dot-com era memoirs shelf: 2001–2003 titles, call number 338.7 at the library.",
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

test("a long text of one repeated number shape is judged run by run, whatever its length", () => {
  expect(counts("49 47 4e 4f 52 45 ".repeat(2000)).phone).toBe(0);
  expect(counts("ring 0161 496 0000 ".repeat(200)).phone).toBe(200);
});
