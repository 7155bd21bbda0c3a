import { type CountryCode, parsePhoneNumberFromString } from "libphonenumber-js";

// National numbers are tried against these countries in order; numbers written with "+" or "00" are international.
const DEFAULT_COUNTRIES: readonly CountryCode[] = ["US", "GB", "FR", "DE", "IN", "ES", "IT", "CA", "AU", "NL", "BR", "JP"];

/** Whether libphonenumber-js reads the run as a possible number: international as written, else in a default country. */
export function isPossibleNumber(candidate: string, international: boolean): boolean {
  const written = candidate.replace(/^00/, "+");
  if (international) return parsePhoneNumberFromString(written)?.isPossible() ?? false;
  return DEFAULT_COUNTRIES.some((country) => parsePhoneNumberFromString(written, country)?.isPossible() ?? false);
}
