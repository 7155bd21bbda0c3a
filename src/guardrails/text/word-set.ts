/** Whether any of the candidate words occurs in the set. */
export function hasAnyWord(words: ReadonlySet<string>, candidates: readonly string[]): boolean {
  return candidates.some((word) => words.has(word));
}
