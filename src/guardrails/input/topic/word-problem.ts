import { testText } from "../../text/pattern-words";
const NUMBER =
  /\b(?:\d+(?:[.,]\d+)*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|fifty|hundred|thousand|half|twice|thrice|double|triple|dozen)\b/g;
/** Tried through `testText` (src/guardrails/input/guarded-patterns.ts). */
export const QUANTITY_QUESTION =
  /\b(?:how (?:many|much|long|far|old|fast|tall|high|heavy)|what (?:is|was|will be) the (?:\w+ )?(?:total|sum|difference|average|product|cost|price|number)|what percent(?:age)?|calculate|compute|find the (?:total|number|value|sum))\b/;
const ARITHMETIC_CUE =
  /\b(?:each|per|twice|half|thrice|times|total|altogether|in all|collectively|percent|fraction|quarters?|thirds?|double|triple|rate|average|discount)\b|%/;
// Years are how book questions date things ("the 1965 edition"), not quantities to compute with.
const YEAR = /^(?:1[5-9]|20)\d\d$/;

/** Arithmetic word problems ("Sarah has 9 books and Joseph twice as many ... how many ..."): maths, not books. */
export function isWordProblem(text: string): boolean {
  if (!testText(QUANTITY_QUESTION, text)) return false;
  const numbers = (text.match(NUMBER) ?? []).filter((number) => !YEAR.test(number)).length;
  return numbers >= 3 || (numbers >= 2 && ARITHMETIC_CUE.test(text));
}
