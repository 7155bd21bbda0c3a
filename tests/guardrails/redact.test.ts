import { REDACTED_EMAIL, REDACTED_PHONE, redactPii } from "../../src/guardrails/redact";
import { readCaseFile } from "./case-files";

describe("redactPii", () => {
  test.each([
    ["Email me at jane.doe@example.com about Dune.", `Email me at ${REDACTED_EMAIL} about Dune.`, 1, 0],
    ["My phone is +44 20 7946 0958, any books on gardening?", `My phone is ${REDACTED_PHONE}, any books on gardening?`, 0, 1],
    ["Call (555) 123-4567 if you find it.", `Call ${REDACTED_PHONE} if you find it.`, 0, 1],
    ["Text 555-123-4567.", `Text ${REDACTED_PHONE}.`, 0, 1],
    ["On +1 555 123 4567 or bob+books@mail.co.uk", `On ${REDACTED_PHONE} or ${REDACTED_EMAIL}`, 1, 1],
    ["My number is 0151 496 0000.", `My number is ${REDACTED_PHONE}.`, 0, 1],
    ["Ring 07700 900123.", `Ring ${REDACTED_PHONE}.`, 0, 1],
    ["Contact 555.123.4567 please.", `Contact ${REDACTED_PHONE} please.`, 0, 1],
    ["Call 1-800-555-0199 to order.", `Call ${REDACTED_PHONE} to order.`, 0, 1],
    ["+33 1 23 45 67 89 in Paris", `${REDACTED_PHONE} in Paris`, 0, 1],
    ["Write to john [at] example [dot] com", `Write to ${REDACTED_EMAIL}`, 1, 0],
    ["a@b.io and c@d.io", `${REDACTED_EMAIL} and ${REDACTED_EMAIL}`, 2, 0],
    ["Write to anna dot kowalski AT gmail DOT com", `Write to ${REDACTED_EMAIL}`, 1, 0],
    ["Write to j_smith_at_outlook_dot_com", `Write to ${REDACTED_EMAIL}`, 1, 0],
    // Passes the ISBN-10 checksum, but nothing marks it as an ISBN: a phone number.
    ["Phone 030-640-6152 if you find it", `Phone ${REDACTED_PHONE} if you find it`, 0, 1],
    ["Mon numéro : 06 12 34 56 78", `Mon numéro : ${REDACTED_PHONE}`, 0, 1],
    ["Meine Nummer ist +49 30 12345678.", `Meine Nummer ist ${REDACTED_PHONE}.`, 0, 1],
    ["WhatsApp +91 98765 43210", `WhatsApp ${REDACTED_PHONE}`, 0, 1],
    ["Write to jane_doe at gmail.com", `Write to ${REDACTED_EMAIL}`, 1, 0],
    ["j.doe AT example.org, any Le Guin?", `${REDACTED_EMAIL}, any Le Guin?`, 1, 0],
    ["e-mail me: anna at example.com", `e-mail me: ${REDACTED_EMAIL}`, 1, 0],
    ["Ma adresse : josé@exemplo.pt.", `Ma adresse : ${REDACTED_EMAIL}.`, 1, 0],
    ["jane＠example.com", REDACTED_EMAIL, 1, 0],
    ["reach me at jane @ example . com", `reach me at ${REDACTED_EMAIL}`, 1, 0],
    ["my email is jane.doe@gmail", `my email is ${REDACTED_EMAIL}`, 1, 0],
    ["tel 646/555-0192", `tel ${REDACTED_PHONE}`, 0, 1],
    ["phone #646-555-0192", `phone #${REDACTED_PHONE}`, 0, 1],
    ["office 646-555-0192x123", `office ${REDACTED_PHONE}x123`, 0, 1],
    ["Ring me (07700 900123) about Dune", `Ring me (${REDACTED_PHONE}) about Dune`, 0, 1],
    ["Is 451 (my mobile is 07700 900123) good?", `Is 451 (my mobile is ${REDACTED_PHONE}) good?`, 0, 1],
  ])("%s", (input, expected, email, phone) => {
    expect(redactPii(input)).toEqual({ text: expected, redactions: { email, phone } });
  });

  test.each([
    "Is ISBN 978-0-306-40615-7 the right edition?",
    "Is 9780306406157 the hardcover?",
    "I have ISBN 0-306-40615-2 and 0306406152.",
    "Books published between 1990-2005 about the Balkans?",
    "Novels from 1939–1945 about the war?",
    "It has 1,216 pages and costs $24.99.",
    "Dewey 823.914 is where I found it.",
    "The call number is PS3545.I345 and catalogue number 1234567.",
    "Published 2021-03-04, reprinted 03.04.2022.",
    "Pages 1023-1089 of the anthology.",
    "Dune (1965) 412 pages",
    "It sold 1 000 000 copies in France.",
    "OCLC 123456789 and LCCN 2001012345",
    "The years 1914 1918 1939 1945.",
    "We met at noon, dot on time, to talk about Dune",
    "I read it at 10:30 on 12/03/2021 for £12.50.",
    "The ISBN-10 is 030-640-6152, which edition is that?",
    "Is Fahrenheit 451 better than 1984 or Catch-22?",
    "ISBN-13 9780306406157 and ISBN-10 0306406152 are the same book?",
    "Read it on 2019/03/12, chapters 3/4/5",
    "She works at example.com now, is her novel out?",
    "I found it at bookshop.org for £9.",
    "Back at home . It was late when I finished Dune.",
    "Follow @jk_rowling on Twitter for news of the next one?",
    // A bracket opened after a title's number and closed after the year: not one number.
    "Fahrenheit 451 (1953), 158 pages, £8.99",
    "Fahrenheit 451 (1953) or Catch-22 (1961)?",
    "Room 237 (2012) is a film about The Shining",
  ])("leaves alone: %s", (input) => {
    expect(redactPii(input)).toEqual({ text: input, redactions: { email: 0, phone: 0 } });
  });

  test.each(readCaseFile("pii.jsonl").map((row) => [row.text, row.email ?? 0, row.phone ?? 0] as const))(
    "case file: %s",
    (input, email, phone) => {
      expect(redactPii(input).redactions).toEqual({ email, phone });
    },
  );
});
