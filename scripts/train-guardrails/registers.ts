import { pick, type Random } from "../lib/random";

const OPENERS = ["", "", "", "hey, ", "hi! ", "quick question: ", "hello, ", "ok so ", "Hi there. ", "Question - ", "so "];
const CLOSERS = ["", "", "", " thanks!", " thank you", " please", " :)", " cheers", " tia", "?"];

/** The same request in another register: casual, terse, lower case, without punctuation, with a greeting. */
export function inRegister(random: Random, text: string): string {
  let out = `${pick(random, OPENERS)}${text}${pick(random, CLOSERS)}`;
  const roll = random();
  if (roll < 0.3) out = out.toLowerCase();
  else if (roll < 0.4) out = out.replace(/[?.!]+$/g, "");
  else if (roll < 0.45) out = out.toUpperCase();
  return out.trim();
}
