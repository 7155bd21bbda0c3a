import { escapeLiteral } from "pg";

/**
 * Values written into SQL text, for statements sent several at a time (the simple query protocol takes no
 * parameters). Strings are quoted by `pg`'s own escaping (quotes doubled; backslashes doubled under E'' so the
 * literal means the same whatever `standard_conforming_strings` says); numbers must be finite.
 */
export function sqlText(value: string | null | undefined): string {
  return value === null || value === undefined ? "NULL" : escapeLiteral(value);
}

export function sqlNumber(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
  return String(value);
}

/** Bytes as base64 (only letters, digits, `+`, `/` and `=`: nothing to escape), decoded by the server. */
export function sqlBytes(bytes: Uint8Array): string {
  return `decode('${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("base64")}', 'base64')`;
}
