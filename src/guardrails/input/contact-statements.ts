import { REDACTED_EMAIL, REDACTED_PHONE, redactPiiWithOriginals, type RedactionWithOriginals } from "../redact";

const escape = (text: string): string => text.replace(/[[\]]/g, "\\$&");
const TOKEN = `(?:${escape(REDACTED_EMAIL)}|${escape(REDACTED_PHONE)})`;
// "my email is", "phone:", "mi correo es", "mon numéro :", "meine Nummer" — a detail named, not an ask.
// Named with a possessive or followed by "is" or a colon: "Email jane@…" alone is an order to send one.
const POSSESSIVE = "(?:my|our|mi|mis|mon|ma|mes|mein|meine|il mio|la mia|o meu|a minha|meu|minha)\\s+";
const DETAIL =
  "(?:e-?mail(?:\\s+address)?|mail|address|phone(?:\\s+(?:number|no\\.?))?|number|cell(?:\\s*phone)?|mobile|tel(?:ephone)?\\.?|whatsapp|" +
  "contact(?:\\s+(?:details|info))?|correo(?:\\s+electr[oó]nico)?|n[uú]mero|num[eé]ro|nummer|t[eé]l[eé]fono|t[eé]l[eé]phone|telefon|telefono|handy|portable|celular|m[oó]vil|courriel)";
const SAYS = "(?:\\s+(?:is|es|est|ist|è|é)\\s*|\\s*[:=#]\\s*|\\s+-\\s+)";
// "email on file:", "phone for replies:": a qualifier between the detail's name and what it says.
const QUALIFIER = "(?:\\s+(?:on file|of record|for (?:contact|replies|the club|updates|orders)|to (?:use|reach me)))?";
const DETAIL_NAME = `(?:${POSSESSIVE}${DETAIL}${QUALIFIER}${SAYS}?\\s*|${DETAIL}${QUALIFIER}${SAYS})`;
// "you can reach me at", "contact me on": where to find the user, not something to do.
const REACH =
  "(?:(?:(?:you\\s+can|feel\\s+free\\s+to|please)\\s+)?(?:reach|contact|find)\\s+(?:me|us)\\s+(?:at|on|via|by)?|" +
  "(?:joignez|contactez|écrivez)-moi(?:\\s+(?:au|à|sur|par))?|(?:contáctame|escríbeme|contattami|scrivimi)(?:\\s+(?:a|al|en|su))?|" +
  "(?:erreichen|kontaktieren)\\s+sie\\s+mich(?:\\s+(?:unter|per))?|me\\s+(?:contate|contacte|liga)(?:\\s+(?:em|no|pelo))?)\\s*";
// "text me at … if you need more details": an offer to be reached, not an ask to act now.
const OFFER = `(?:call|text|e-?mail|message|ping|ring|whatsapp)\\s+me\\s+(?:at|on)?\\s*${TOKEN}\\s+if\\s+you\\s+(?:need|have|want)\\b[^.!?\\n]{0,40}`;
// The comma or semicolon that ended the statement goes with it ("my email is …, can you …").
const STATEMENT = `(?:${DETAIL_NAME}|${REACH})${TOKEN}(?:\\s*(?:,|or|and|/)\\s*${TOKEN})*(?:[ \\t]*[,;])?`;
// Details on lines of their own, as under a signature. The blanks between two details are matched one way only: with
// "[ \t]*[,/|]?[ \t]*" each blank could go to either side, and a line of many details followed by a word took time
// exponential in their number to fail.
const LINES = `(?<=^|\\n)[ \\t]*${TOKEN}(?:[ \\t]*(?:[,/|][ \\t]*)?${TOKEN})*[ \\t]*(?=\\n|$)`;
// A contact statement, or a token standing in a sentence (group 1).
const CONTACT = new RegExp(`(?<![\\p{L}\\p{N}])(?:${OFFER}|${STATEMENT})|${LINES}|(${TOKEN})`, "giu");
const TOKEN_IN = new RegExp(TOKEN, "g");
const EMPTY_BRACKETS = /\(\s*[.,;:]?\s*\)|\[\s*\]/g;
const LETTER = /\p{L}/u;

/**
 * The prompt as the input rules read it: contact details a user leaves beside a question ("… My email is
 * jane@example.com.", "(phone: 555-0100)") are neither a topic nor an attack, and their words ("phone", "my number")
 * read as off-topic subjects. The detail goes with the words naming it, and an offer to be reached ("text me at … if
 * you need more details") with it, and so do details on lines of their own (a signature). An address or number anywhere else stays as written, so that an ask to use it
 * ("forward the list to bob@example.com", "text me at … when it is out") reads as before; so does a prompt that is
 * nothing but contact details.
 */
export function withoutContactStatements(prompt: string, redaction: RedactionWithOriginals): string {
  if (redaction.redactions.email + redaction.redactions.phone === 0) return prompt;
  const emails = [...redaction.originals.email];
  const phones = [...redaction.originals.phone];
  // An address stands as written. A phone number goes: its digits read as a sum ("how old is Scout Finch?
  // 555-123-4567" is no word problem) and the token's word "phone" as an off-topic subject.
  const original = (token: string): string => (token === REDACTED_EMAIL ? (emails.shift() ?? token) : (phones.shift(), " "));
  const rest = redaction.text
    .replace(CONTACT, (match: string, alone: string | undefined) => {
      if (alone !== undefined) return original(alone);
      for (const token of match.match(TOKEN_IN) ?? []) original(token);
      return " ";
    })
    .replace(EMPTY_BRACKETS, " ");
  return LETTER.test(rest) ? rest : prompt;
}

/** The text the input rules and the gray zone read for a prompt: `withoutContactStatements` of its own redaction. */
export function rulesReading(prompt: string): string {
  return withoutContactStatements(prompt, redactPiiWithOriginals(prompt));
}
