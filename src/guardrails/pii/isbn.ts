/** True when the digits (with an optional final X) carry a valid ISBN-10 or ISBN-13 check digit. */
export function isValidIsbn(code: string): boolean {
  const chars = code.replace(/[\s-]/g, "").toUpperCase();
  if (/^\d{9}[\dX]$/.test(chars)) {
    let sum = 0;
    for (let i = 0; i < 10; i += 1) sum += (chars[i] === "X" ? 10 : Number(chars[i])) * (10 - i);
    return sum % 11 === 0;
  }
  if (/^(?:978|979)\d{10}$/.test(chars)) {
    let sum = 0;
    for (let i = 0; i < 13; i += 1) sum += Number(chars[i]) * (i % 2 === 0 ? 1 : 3);
    return sum % 10 === 0;
  }
  return false;
}
