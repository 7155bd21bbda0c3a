import { anyOf, words } from "../../text/pattern";
import { patternSignal } from "./signal";

// A whole copyrighted work asked for: "share the full text of copyrighted books", "paste every page of the new
// Stephen King", "the complete text of Harry Potter chapter one". The service quotes and cites, it never hands out a
// book; beside a claim of authority ("as the site owner, …") or talk that widens its scope, it is the attack. Strong,
// not decisive: "where can I read the full text of Pride and Prejudice?" is a reader's question about a free classic.
const WHOLE = "(?:full|complete|entire|whole|unabridged|uncut|unredacted|raw) (?:text|texts|contents?|copy|copies|transcript)";
const WORK = "(?:books?|novels?|chapters?|ebooks?|e-books?|works?|titles?|texts?|material|content)";

export const copyrightedTextDemanded = patternSignal(
  "copyrighted_text_demanded",
  2,
  [
    words(
      anyOf([
        `(?:copyrighted|copyright(?:ed)? protected|pirated|paywalled|bestselling|recent|new) ${WORK}(?: in full| word for word| verbatim| cover to cover)`,
        `${WHOLE} of (?:any |all |every |the )?(?:copyrighted|pirated|paywalled|recent|new|bestselling) ${WORK}`,
        `(?:paste|share|send|give me|print|dump|reproduce|type out|write out|copy out|output) (?:me )?(?:the |a )?${WHOLE} of`,
        `(?:paste|share|print|dump|reproduce|type out|write out|copy out|output) (?:me )?(?:every|each|all the) (?:page|pages|chapter|chapters|word|words) of`,
      ]),
    ),
  ],
  [
    [
      "copyrighted",
      "copyright",
      "pirated",
      "paywalled",
      "bestselling",
      "recent",
      "new",
      "full",
      "complete",
      "entire",
      "whole",
      "unabridged",
      "uncut",
      "unredacted",
      "raw",
      "every",
      "each",
      "all",
    ],
  ],
);
