import { anyOf, words } from "../../text/pattern";
import { patternSignal } from "./signal";

// The assistant asked to answer beyond its subject, without naming its rule: "respond to all queries regardless of
// topic", "answer whatever I ask, books or not", "help with anything, not just books", "whether it's about reading
// or not". On its own it is a user's wish (strong, not decisive); beside an authority claim, an obedient persona or a
// request to drop its instructions it makes the injection. Book questions that reach widely ("books on any topic",
// "novels regardless of genre") name the books, not the assistant's answers.
const ANSWERS =
  "(?:answer|answers|answering|respond(?: to)?|reply(?: to)?|help(?: me)?(?: with)?|handle|discuss|talk about|chat about|cover|deal with)";
const ANY_SUBJECT =
  "(?:any|all|every|other|general|whatever|unrelated|non-?book) (?:topics?|subjects?|queries|questions|requests|prompts|things)";

export const scopeWidened = patternSignal(
  "scope_widened",
  2,
  [
    words(
      anyOf([
        "regardless of (?:the |its |their )?(?:topic|subject|subject matter|domain)",
        "no matter (?:the|what the|which|what) (?:topic|subject|subject matter|domain)(?: is)?",
        "(?:books?|book-related|bookish|reading-related|literary|literature) or not",
        "whether (?:or not )?(?:it'?s|it is|they'?re|they are|that'?s|the question is) (?:about |related to |on )?(?:books?|reading|literature)(?: or not)?",
        "not (?:just|only|limited to|restricted to) (?:about )?(?:books?|reading|literature)\\b(?! (?:but|and) (?:also )?(?:films?|movies?|audiobooks?|comics?|manga))",
        // a request, not a role's description ("as a motivational speaker you can talk about any topics")
        `(?<!(?:can|may|could|will) )${ANSWERS} (?:\\w+ ){0,2}?${ANY_SUBJECT}(?! (?:about|on|regarding|related to|in|from) (?:books?|reading|novels?|literature|authors?|the (?:book|novel|series)))`,
        "(?:outside|beyond) (?:of )?(?:books?|reading|literature)(?: too| as well)?",
      ]),
    ),
  ],
  [
    [
      "regardless",
      "matter",
      "or",
      "whether",
      "not",
      "any",
      "all",
      "every",
      "other",
      "general",
      "whatever",
      "unrelated",
      "nonbook",
      "non",
      "outside",
      "beyond",
    ],
  ],
);
