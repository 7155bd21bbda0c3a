const PRINTABLE = /[\p{L}\p{N}\p{P}\p{Zs}\p{S}\n\r\t]/u;
const LETTER = /\p{L}/u;

const SAMPLE = 2048;

/** Decoded bytes count as a hidden message only when they read as text, not as binary noise (judged on a sample). */
export function isReadableText(decoded: string): boolean {
  if (decoded.length < 4) return false;
  const sample = decoded.length > SAMPLE ? decoded.slice(0, SAMPLE) : decoded;
  let printable = 0;
  let letters = 0;
  for (const ch of sample) {
    if (PRINTABLE.test(ch) && ch !== "\uFFFD") printable += 1;
    if (LETTER.test(ch)) letters += 1;
  }
  const length = [...sample].length;
  return printable / length >= 0.95 && letters / length >= 0.5;
}
