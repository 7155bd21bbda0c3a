import { isReadableText } from "./readable";

const HEX_BODY = /^(?:[0-9a-fA-F]{2})+$/;
const SEPARATORS = /[\s:,]/g;

/** Decodes hex (base16), contiguous or with byte separators; undefined when it is not hex of readable text. */
export function decodeHex(token: string): string | undefined {
  const body = token.replace(SEPARATORS, "");
  if (body.length < 16 || !HEX_BODY.test(body)) return undefined;
  const decoded = Buffer.from(body, "hex").toString("utf8");
  return isReadableText(decoded) ? decoded : undefined;
}
