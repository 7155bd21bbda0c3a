import { isReadableText } from "./readable";

const BITS = /[01]{8}/g;

/** Decodes 8-bit binary groups ("01101001 01100111 ..."); undefined when they do not spell readable text. */
export function decodeBinary(token: string): string | undefined {
  const bytes = (token.match(BITS) ?? []).map((group) => parseInt(group, 2));
  if (bytes.length < 4) return undefined;
  const decoded = Buffer.from(bytes).toString("utf8");
  return isReadableText(decoded) ? decoded : undefined;
}
