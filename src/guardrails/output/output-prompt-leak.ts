import { removeInvisible } from "../normalize/invisible";
import { collapseWhitespace } from "../normalize/whitespace";
import { words } from "../text/pattern";
import type { OutputCheck } from "./types";

function comparable(text: string): string {
  return collapseWhitespace(removeInvisible(text.normalize("NFKC")).toLowerCase());
}

// The model talking about its own instructions, whether or not it then quotes them.
const SELF_DISCLOSURE = words(
  "my (?:system prompt|system message|initial prompt|original prompt|hidden prompt|(?:initial |original |hidden |secret |system )?instructions|(?:hidden |secret )?guidelines|directives|programming) (?:is|are|was|were|says?|said|read|reads|tells? me|states?|includes?|contains?)|(?:here (?:is|are)|below (?:is|are)|these are) my (?:system prompt|instructions|initial prompt|hidden instructions|guidelines)|i (?:was|have been|am) (?:instructed|programmed|told|prompted) (?:to|not to)|according to my (?:system prompt|instructions|guidelines|programming)|the system prompt (?:says|reads|states|is)",
);

/** Any of the secret strings (case and whitespace ignored) or talk of "my system prompt / my instructions". */
export const outputPromptLeak: OutputCheck = {
  id: "output_prompt_leak",
  check: (text, ctx) => {
    const answer = comparable(text);
    if (SELF_DISCLOSURE.test(answer)) return true;
    return ctx.secrets.some((secret) => {
      const needle = comparable(secret);
      return needle.length > 0 && answer.includes(needle);
    });
  },
};
