import { randomBytes } from "node:crypto";
import { ASSISTANT_INSTRUCTIONS } from "./system-prompt";

/** A per-process secret marker for the system prompt; if an answer contains it, the prompt leaked. */
export function createCanary(): string {
  return `cbk-${randomBytes(6).toString("hex")}`;
}

/** Text an answer must never contain: the canary and each sentence of our instructions. */
export function promptSecrets(canary: string): string[] {
  return [canary, ...ASSISTANT_INSTRUCTIONS.split(/(?<=\.)\s+/).filter((sentence) => sentence.length > 40)];
}
