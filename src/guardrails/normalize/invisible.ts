// Format, zero-width, bidi-control, filler and variation-selector characters: they render as nothing but split words.
const INVISIBLE =
  /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFF8]|\uDB40[\uDC00-\uDDEF]/g;

// Unicode tag characters (U+E0020..U+E007E) mirror printable ASCII and are used to smuggle hidden text.
const TAG_CHARACTER = /\uDB40([\uDC20-\uDC7E])/g;

export function removeInvisible(text: string): string {
  return text.replace(INVISIBLE, "");
}

/** The ASCII text hidden in Unicode tag characters, or "" when there is none. */
export function hiddenTagText(text: string): string {
  if (!text.includes("\uDB40")) return "";
  let hidden = "";
  for (const match of text.matchAll(TAG_CHARACTER)) {
    hidden += String.fromCharCode(match[1].charCodeAt(0) - 0xdc00);
  }
  return hidden;
}
