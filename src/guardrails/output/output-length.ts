import type { OutputCheck } from "./types";

/** Longer than GUARDRAILS_MAX_OUTPUT_CHARS (counted in characters, not UTF-16 units): blocked, never truncated. */
export const outputLength: OutputCheck = {
  id: "output_length",
  check: (text, ctx) => text.length > ctx.maxChars && [...text].length > ctx.maxChars,
};
