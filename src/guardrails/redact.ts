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

/** Replaces emails and phone numbers with fixed tokens; ISBNs, years, prices, dates and catalogue numbers stay. */
export function redactPii(text: string): { text: string; redactions: { email: number; phone: number } } {
  const emails = findEmails(text);
  const withoutEmails = replaceSpans(text, emails, REDACTED_EMAIL);
  const phones = findPhones(withoutEmails);
  return {
    text: replaceSpans(withoutEmails, phones, REDACTED_PHONE),
    redactions: { email: emails.length, phone: phones.length },
  };
}
