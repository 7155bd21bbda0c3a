import { isReadableText } from "./readable";

const BASE64_BODY = /^[A-Za-z0-9+/_-]+$/;

/** Decodes standard or URL-safe base64; undefined when the token is not base64 of readable text. */
export function decodeBase64(token: string): string | undefined {
  const body = token.replace(/=+$/, "");
  if (body.length < 12 || !BASE64_BODY.test(body) || body.length % 4 === 1) return undefined;
  const decoded = Buffer.from(body, "base64").toString("utf8");
  return isReadableText(decoded) ? decoded : undefined;
}
