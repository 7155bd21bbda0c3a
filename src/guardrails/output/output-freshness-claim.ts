import { words } from "../text/pattern";
import type { OutputCheck } from "./types";
import { ownSentences } from "./unquoted-sentences";

const FRESHNESS = new RegExp(
  words(
    [
      "as of (?:today|now|right now|this (?:morning|afternoon|evening|week|month)|yesterday|tonight|this writing)",
      "(?:real-?time|live) (?:data|updates?|results|prices|information|feeds?|stock|rankings?|charts?|sales|bestseller lists?|figures)",
      "in real-?time",
      "(?:the )?latest (?:news|updates?|headlines|reports?|figures|data|statistics|prices|information|announcements?|rankings?|sales figures|bestseller lists?|charts)",
      "just (?:been )?(?:announced|released|published|revealed|dropped|launched|came out|come out|hit (?:the )?shelves|won)",
      "breaking news|breaking:|this just in",
      "(?:currently|right now|at the moment|this week'?s?|today'?s?) (?:#1|number one|no\\.? ?1|top|trending|topping|on|leading|ranked)(?: \\w+){0,3} (?:bestsellers?|best-sellers?|charts?|lists?|amazon|goodreads|new york times|nyt)",
      "i (?:just )?(?:checked|looked|searched|browsed|verified|confirmed) (?:online|the (?:web|internet|news)|amazon|goodreads|google|live|today|just now)",
      "up[- ]to[- ]the[- ]minute|as we speak|at this very moment|this morning'?s|earlier today",
      "(?:announced|released|published|revealed) (?:today|yesterday|this morning|this week|earlier today|last night|hours ago|minutes ago)",
      "according to (?:today'?s|this (?:week|morning)'?s?|the latest|current|live) ",
    ].join("|"),
  ).source,
  "g",
);
// "I don't have real-time data" is honest, not a claim.
const NEGATION_BEFORE = /\b(?:not|no|never|without|unable|cannot|can't|don't|doesn't|lack|lacks)\b[^.!?]{0,40}$/;

/** The answer claims live, latest or just-announced information the service cannot have. */
export const outputFreshnessClaim: OutputCheck = {
  id: "output_freshness_claim",
  check: (text) =>
    ownSentences(text).some((sentence) => {
      for (const match of sentence.matchAll(FRESHNESS)) {
        if (!NEGATION_BEFORE.test(sentence.slice(0, match.index))) return true;
      }
      return false;
    }),
};
