import { fromCharCodes } from "../text/char-codes";

// Cyrillic, Greek, Armenian and small-capital letters that look like Latin ones.
const LOOKALIKES: Record<string, string> = {
  а: "a",
  в: "b",
  е: "e",
  ё: "e",
  к: "k",
  м: "m",
  н: "h",
  о: "o",
  р: "p",
  с: "c",
  т: "t",
  у: "y",
  х: "x",
  ѕ: "s",
  і: "i",
  ї: "i",
  ј: "j",
  ԁ: "d",
  ԛ: "q",
  ԝ: "w",
  һ: "h",
  ӏ: "l",
  ɡ: "g",
  ʏ: "y",
  А: "a",
  В: "b",
  Е: "e",
  К: "k",
  М: "m",
  Н: "h",
  О: "o",
  Р: "p",
  С: "c",
  Т: "t",
  Х: "x",
  У: "y",
  І: "i",
  Ј: "j",
  Ѕ: "s",
  α: "a",
  β: "b",
  ε: "e",
  ι: "i",
  κ: "k",
  ο: "o",
  ρ: "p",
  τ: "t",
  υ: "u",
  χ: "x",
  ν: "v",
  ϲ: "c",
  ϳ: "j",
  Α: "a",
  Β: "b",
  Ε: "e",
  Ζ: "z",
  Η: "h",
  Ι: "i",
  Κ: "k",
  Μ: "m",
  Ν: "n",
  Ο: "o",
  Ρ: "p",
  Τ: "t",
  Υ: "y",
  Χ: "x",
  օ: "o",
  ս: "u",
  ց: "g",
  հ: "h",
  ո: "n",
  ᴀ: "a",
  ʙ: "b",
  ᴄ: "c",
  ᴅ: "d",
  ᴇ: "e",
  ꜰ: "f",
  ɢ: "g",
  ʜ: "h",
  ɪ: "i",
  ᴊ: "j",
  ᴋ: "k",
  ʟ: "l",
  ᴍ: "m",
  ɴ: "n",
  ᴏ: "o",
  ᴘ: "p",
  ǫ: "q",
  ʀ: "r",
  ꜱ: "s",
  ᴛ: "t",
  ᴜ: "u",
  ᴠ: "v",
  ᴡ: "w",
  ᴢ: "z",
};
const LOOKALIKE_CODES = new Map<number, number>(Object.entries(LOOKALIKES).map(([from, to]) => [from.charCodeAt(0), to.charCodeAt(0)]));
const FOREIGN_LETTER = /[\u0250-\u02AF\u0370-\u03FF\u0400-\u052F\u0530-\u058F\u1D00-\u1D7F\uA700-\uA7FF]/;

function isLatin(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

function isForeign(code: number): boolean {
  return (
    (code >= 0x0250 && code <= 0x02af) ||
    (code >= 0x0370 && code <= 0x058f) ||
    (code >= 0x1d00 && code <= 0x1d7f) ||
    (code >= 0xa700 && code <= 0xa7ff)
  );
}

function isCyrillicOrGreek(code: number): boolean {
  return code >= 0x0370 && code <= 0x052f;
}

function isWordChar(code: number): boolean {
  return isLatin(code) || isForeign(code) || (code >= 0xc0 && code <= 0x24f) || (code >= 0x300 && code <= 0x36f);
}

/**
 * Folds look-alike letters to Latin inside words that mix scripts ("іgnоrе"), and inside all-look-alike words when
 * the text is mostly Latin. Genuine Russian or Greek text is left alone so that its own patterns still match.
 */
export function foldHomoglyphs(text: string): string {
  if (!FOREIGN_LETTER.test(text)) return text;
  let latin = 0;
  let foreign = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (isLatin(code)) latin += 1;
    else if (isCyrillicOrGreek(code)) foreign += 1;
  }
  const mostlyLatin = latin > foreign;
  const out = new Uint16Array(text.length);
  let i = 0;
  while (i < text.length) {
    let end = i;
    let hasLatin = false;
    let hasForeign = false;
    let allLookalike = true;
    while (end < text.length && isWordChar(text.charCodeAt(end))) {
      const code = text.charCodeAt(end);
      if (isLatin(code)) hasLatin = true;
      if (isForeign(code)) hasForeign = true;
      if (!LOOKALIKE_CODES.has(code)) allLookalike = false;
      end += 1;
    }
    const fold = hasForeign && (hasLatin || (mostlyLatin && allLookalike));
    const stop = Math.max(end, i + 1);
    for (let at = i; at < stop; at += 1) {
      const code = text.charCodeAt(at);
      out[at] = fold ? (LOOKALIKE_CODES.get(code) ?? code) : code;
    }
    i = stop;
  }
  return fromCharCodes(out);
}
