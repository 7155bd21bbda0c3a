const STOP_WORDS = new Set(
  (
    "the and for are but not you your yours with have has had was were what which who whom this that these those " +
    "from into about can could would should will any some all more most other than then them they their there " +
    "our out her his she him its it's i'm i've me my mine a an of to in on at by is be as or if so do does did " +
    "how why when where want like give tell show book books read reading recommend please"
  ).split(" "),
);

const MAX_KEYWORDS = 16;

/** Lower-case content words of at least three letters, used to rank memories by relevance to a prompt. */
export function keywords(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? [];
  return [...new Set(words.filter((word) => !STOP_WORDS.has(word)))].slice(0, MAX_KEYWORDS);
}

/** How many of the keywords occur in the text; the in-memory twin of the SQL ranking. */
export function relevance(text: string, words: string[]): number {
  const haystack = text.toLowerCase();
  return words.reduce((score, word) => score + (haystack.includes(word) ? 1 : 0), 0);
}
