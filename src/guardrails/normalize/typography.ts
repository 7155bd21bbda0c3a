const SINGLE_QUOTES = /[\u2018\u2019\u201A\u201B\u2032\u00B4\u0060]/g;
const DOUBLE_QUOTES = /[\u201C\u201D\u201E\u201F\u2033\u00AB\u00BB]/g;
const DASHES = /[\u2010-\u2015\u2212]/g;

/** Curly quotes and typographic dashes become their ASCII forms so one pattern covers both. */
export function plainPunctuation(text: string): string {
  return text.replace(SINGLE_QUOTES, "'").replace(DOUBLE_QUOTES, '"').replace(DASHES, "-");
}
