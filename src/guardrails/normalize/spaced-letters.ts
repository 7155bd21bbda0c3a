// Three or more single letters separated by one space, dot, dash or slash: "i g n o r e", "a l l", "i.g.n.o.r.e".
// Each repetition consumes exactly two characters, so matching stays linear.
const SPACED_RUN = /(?<![\p{L}\p{N}])(?:\p{L}[ .\-/]){2,}\p{L}/gu;
const SEPARATOR = /[ .\-/]/g;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** Rejoins letters that were spaced out to dodge word matching; wider gaps between words are kept. */
export function rejoinSpacedLetters(text: string): string {
  if (!SPACED_RUN.test(text)) return text;
  SPACED_RUN.lastIndex = 0;
  return text.replace(SPACED_RUN, (run: string, offset: number, whole: string) => {
    const next = whole.charAt(offset + run.length);
    // "a b c dog": the last letter belongs to the following word, not to the run.
    if (next && LETTER_OR_DIGIT.test(next)) return run.slice(0, -1).replace(SEPARATOR, "") + " " + run.slice(-1);
    return run.replace(SEPARATOR, "");
  });
}

// Cheap pre-check (ASCII, no Unicode classes): three single letters in a row.
const MAYBE_SPACED = /(?:^|[^a-z])[a-z][ .\-/][a-z][ .\-/][a-z](?![a-z])/;

export function hasSpacedLetters(text: string): boolean {
  if (!MAYBE_SPACED.test(text)) return false;
  SPACED_RUN.lastIndex = 0;
  const found = SPACED_RUN.test(text);
  SPACED_RUN.lastIndex = 0;
  return found;
}
