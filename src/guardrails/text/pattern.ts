/** `(?:a|b|c)` from a list of regex fragments. */
export function anyOf(alternatives: readonly string[]): string {
  return `(?:${alternatives.join("|")})`;
}

/** A case-sensitive pattern over lower-case text, bounded by ASCII word boundaries. */
export function words(source: string): RegExp {
  return new RegExp(`\\b(?:${source})\\b`);
}

/** Like `words`, with Unicode letter boundaries for scripts that `\b` does not understand. */
export function unicodeWords(source: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})(?![\\p{L}\\p{N}])`, "u");
}
