// Frequent English words spelled backwards; two different ones suggest mirrored text.
const REVERSED_COMMON_WORDS = ["eht", "dna", "uoy", "ruoy", "lla", "siht", "tnirp", "yas", "erongi", "suoiverp", "snoitcurtsni", "tpmorp"];

export function reverseText(text: string): string {
  return [...text].reverse().join("");
}

/** True when the text's words include at least two different common English words written backwards. */
export function looksReversed(words: ReadonlySet<string>): boolean {
  return REVERSED_COMMON_WORDS.filter((word) => words.has(word)).length >= 2;
}
