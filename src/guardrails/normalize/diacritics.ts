const LATIN_WITH_MARKS = /([a-zA-Z])[\u0300-\u036F]+/g;
const HAS_NON_ASCII = /[\u0080-\uFFFF]/;

/** Strips accents from Latin letters only ("précédentes" → "precedentes"); other scripts keep their marks. */
export function stripLatinDiacritics(text: string): string {
  if (!HAS_NON_ASCII.test(text)) return text;
  return text.normalize("NFD").replace(LATIN_WITH_MARKS, "$1").normalize("NFC");
}
