import type { OutputContext } from "../../../src/guardrails";

export const SYSTEM_SENTENCE = "You are BookBot, a careful reading assistant.";
export const CANARY = "CANARY-7f3a9c1e";

export const outputContext: OutputContext = { maxChars: 6000, secrets: [SYSTEM_SENTENCE, CANARY], citations: { books: 3, web: 1 } };

/** A long, harmless answer with `sentence` placed in the middle of it. */
export function buriedIn(sentence: string): string {
  const filler =
    "The Dispossessed follows Shevek, a physicist who travels between two worlds, and it rewards patient readers. " +
    "Le Guin's prose is clear and warm, and the book pairs well with The Left Hand of Darkness. ";
  return `${filler.repeat(6)}${sentence} ${filler.repeat(6)}`;
}
