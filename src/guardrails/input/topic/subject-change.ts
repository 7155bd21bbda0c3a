import { words } from "../../text/pattern";
import { pointsBack } from "./conversation-forms";

// A short turn after a book turn continues it ("and the sequel?", "is it long?") unless it asks about the world
// instead: something happening at a time ("who's playing tonight?"), opening hours, a sum, the way somewhere, a
// booking, an office holder ("who's the prime minister of Canada?"). Reading plans keep their times ("can I finish
// it tonight?", "is it out tomorrow?"), and a turn that points back at the book is never a change of subject.

const NOW_SOURCE =
  "tomorrow|tonight|this (?:morning|afternoon|evening|weekend)|right now|later today|last night|next (?:week|weekend)|on (?:mon|tues|wednes|thurs|fri|satur|sun)days?";
const NOW = words(NOW_SOURCE);
const READING_PLAN = words(
  "reads?|reading|finish(?:ed)?|start(?:ed)?|begin|out|releas(?:e|ed|ing)|publish(?:ed|ing)?|come out|coming out|launch(?:es|ing)?|available|signing|club|gift|present|birthday",
);
const WORLD_QUESTION = words(
  [
    // opening hours
    "(?:is|are) (?:the |a )?\\w+ (?:open|closed)|what time does (?:the |a )?\\w+ (?:open|close|shut|kick off|leave|depart|arrive|land)|opening (?:hours|times)|(?:open|close)s? (?:on|at|late|early)",
    // sums
    "\\d+ ?(?:%|percent) of|\\d+ ?(?:[-+*/x^]|times|plus|minus|divided by|multiplied by) ?\\d+",
    // the way somewhere
    "how (?:do|can) i get to|directions to|near me|nearby|around here|nearest",
    // office holders and a country's figures
    "(?:population|currency|president|prime minister|chancellor|mayor|governor|ceo|gdp|time zone) of",
    // bookings and appointments
    "reservation|appointment|booking",
    // what to cook, eat or wear
    "(?:cook|bake|eat|wear|drink) (?:tonight|today|for (?:dinner|lunch|breakfast))",
  ].join("|"),
);
// Words that only look like pointing back: the "it" of "is it going to rain?" and "what's it like there?", the
// "this" of "this weekend".
const NOT_POINTING_BACK = new RegExp(
  `\\b(?:is it (?:going to|gonna) (?:be )?|will it be |what(?:'s| is| will) it (?:be )?like\\b|(?:${NOW_SOURCE})\\b)`,
  "g",
);

/** Whether a short turn that would continue a book turn turns to another subject instead. */
export function changesSubject(prose: string): boolean {
  if (pointsBack(prose.replace(NOT_POINTING_BACK, " "))) return false;
  return (NOW.test(prose) && !READING_PLAN.test(prose)) || WORLD_QUESTION.test(prose);
}
