// Frequent English words as they look after ROT13 ("the" → "gur"); two different ones suggest a ROT13 message.
const ROT13_COMMON_WORDS = [
  "gur",
  "naq",
  "lbh",
  "lbhe",
  "vf",
  "bs",
  "gb",
  "vg",
  "sbe",
  "jvgu",
  "guvf",
  "nyy",
  "nal",
  "abj",
  "whfg",
  "cevag",
  "fnl",
  "vtaber",
  "cerivbhf",
  "vafgehpgvbaf",
];
const LETTER = /[a-zA-Z]/g;

export function rot13(text: string): string {
  return text.replace(LETTER, (ch) => {
    const base = ch <= "Z" ? 65 : 97;
    return String.fromCharCode(((ch.charCodeAt(0) - base + 13) % 26) + base);
  });
}

/** True when the text's words include at least two different ROT13-encoded common English words. */
export function looksLikeRot13(words: ReadonlySet<string>): boolean {
  return ROT13_COMMON_WORDS.filter((word) => words.has(word)).length >= 2;
}
