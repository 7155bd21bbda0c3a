// Only runs of two or more, or whitespace other than a plain space, need replacing; prose has few of either.
const WHITESPACE_TO_COLLAPSE = /\s{2,}|[^\S ]/g;

export function collapseWhitespace(text: string): string {
  return text.replace(WHITESPACE_TO_COLLAPSE, " ").trim();
}
