// C0 controls except tab and line breaks, and the format, zero-width, bidi-control, filler and variation-selector
// characters: they render as nothing but split words. One class, so a scan of a long prompt tests each character once
// (the combining ones first, where no character precedes them to combine with).
const INVISIBLE =
  // eslint-disable-next-line no-control-regex -- control characters are what it removes
  /[\u034F\u17B4\u17B5\u180B-\u180F\uFE00-\uFE0F\0-\x08\x0B\x0C\x0E-\x1F\x7F\u00AD\u061C\u115F\u1160\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFEFF\uFFA0\uFFF0-\uFFF8\u{E0000}-\u{E01EF}]/gu;

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
