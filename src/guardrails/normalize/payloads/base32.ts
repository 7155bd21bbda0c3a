import { isReadableText } from "./readable";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
const BASE32_BODY = /^[A-Z2-7]+$/;

/** Decodes RFC 4648 base32 (upper-case alphabet); undefined when it is not base32 of readable text. */
export function decodeBase32(token: string): string | undefined {
  const body = token.replace(/=+$/, "");
  if (body.length < 16 || !BASE32_BODY.test(body)) return undefined;
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const ch of body) {
    buffer = (buffer << 5) | ALPHABET.indexOf(ch);
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  const decoded = Buffer.from(bytes).toString("utf8");
  return isReadableText(decoded) ? decoded : undefined;
}
