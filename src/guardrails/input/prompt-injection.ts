import type { NormalisedText } from "../normalize";
import type { Verdict } from "../verdict";
import { isInjection } from "./injection/score";
import type { InputContext } from "./types";

/** Instruction overrides, jailbreak personas, prompt extraction, spoofed roles and harmful asks under any cover. */
export function checkPromptInjection(text: NormalisedText, _ctx: InputContext): Verdict {
  return { rule: "prompt_injection", outcome: isInjection(text) ? "blocked" : "passed" };
}
