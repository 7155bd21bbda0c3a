// Letters spaced out to dodge word matching: "i g n o r e", "i.g.n.o.r.e", "a-l-l". A run is three or more single
// letters joined by one space, dot, dash or slash; wider gaps separate the words of the run. One linear pass.
const MAYBE_SPACED = /(?:^|[^a-z])[a-z][ .\-/][a-z][ .\-/][a-z](?![a-z])/;
const MIN_RUN = 3;

function isLetter(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || code >= 0xc0;
}

function isLetterOrDigit(code: number): boolean {
  return isLetter(code) || (code >= 48 && code <= 57);
}

function isSeparator(code: number): boolean {
  return code === 32 || code === 46 || code === 45 || code === 47;
}

/** Whether the character at `at` is a letter standing alone (not followed by another letter or digit). */
function isSingleLetter(text: string, at: number): boolean {
  return at < text.length && isLetter(text.charCodeAt(at)) && !(at + 1 < text.length && isLetterOrDigit(text.charCodeAt(at + 1)));
}

/** Position after the last letter of a spaced run starting at `start`, and how many letters it has. */
function spacedRunFrom(text: string, start: number): { end: number; letters: number } {
  if (!isSingleLetter(text, start)) return { end: start, letters: 0 };
  let at = start;
  let letters = 1;
  while (at + 2 < text.length && isSeparator(text.charCodeAt(at + 1)) && isSingleLetter(text, at + 2)) {
    at += 2;
    letters += 1;
  }
  return { end: at + 1, letters };
}

/** Rejoins letters that were spaced out; text between runs is kept as it is. */
export function rejoinSpacedLetters(text: string): string {
  let out = "";
  let copiedUpTo = 0;
  let at = 0;
  while (at < text.length) {
    const startsWord = at === 0 || !isLetterOrDigit(text.charCodeAt(at - 1));
    if (!startsWord || !isLetter(text.charCodeAt(at))) {
      at += 1;
      continue;
    }
    const run = spacedRunFrom(text, at);
    if (run.letters >= MIN_RUN) {
      out += text.slice(copiedUpTo, at);
      for (let letter = at; letter < run.end; letter += 2) out += text[letter];
      copiedUpTo = run.end;
      at = run.end;
    } else {
      at += 1;
    }
  }
  return out + text.slice(copiedUpTo);
}

export function hasSpacedLetters(text: string): boolean {
  return MAYBE_SPACED.test(text);
}
