import { findEmails } from "./pii/emails";
import { findPhones } from "./pii/phones";
import type { PiiSpan } from "./pii/span";

export const REDACTED_EMAIL = "[redacted email]";
export const REDACTED_PHONE = "[redacted phone]";

function replaceSpans(text: string, spans: readonly PiiSpan[], token: string): string {
  let out = "";
  let cursor = 0;
  for (const span of spans) {
    out += text.slice(cursor, span.start) + token;
    cursor = span.end;
  }
  return out + text.slice(cursor);
}

export interface Redaction {
  text: string;
  redactions: { email: number; phone: number };
}

/** A redaction and what each token replaced, in the order the tokens of each kind stand in the redacted text. */
export interface RedactionWithOriginals extends Redaction {
  originals: { email: string[]; phone: string[] };
}

const textsOf = (text: string, spans: readonly PiiSpan[]): string[] => spans.map((span) => text.slice(span.start, span.end));

/** `redactPii`, keeping the replaced texts: for the input rules only, which read them in place (never to be logged). */
export function redactPiiWithOriginals(text: string): RedactionWithOriginals {
  const emails = findEmails(text);
  const withoutEmails = replaceSpans(text, emails, REDACTED_EMAIL);
  const phones = findPhones(withoutEmails);
  return {
    text: replaceSpans(withoutEmails, phones, REDACTED_PHONE),
    redactions: { email: emails.length, phone: phones.length },
    originals: { email: textsOf(text, emails), phone: textsOf(withoutEmails, phones) },
  };
}

/** Replaces emails and phone numbers with fixed tokens; ISBNs, years, prices, dates and catalogue numbers stay. */
export function redactPii(text: string): Redaction {
  const { text: redacted, redactions } = redactPiiWithOriginals(text);
  return { text: redacted, redactions };
}
