const NUMBER = /\b\d+(?:[.,]\d+)*\b/g;
const QUANTITY_QUESTION =
  /\b(?:how (?:many|much|long|far|old|fast|tall|high|heavy)|what (?:is|was|will be) the (?:total|sum|difference|average|product|cost|price|number)|what percent(?:age)?|calculate|compute|find the (?:total|number|value|sum))\b/;
const ARITHMETIC_CUE =
  /\b(?:each|per|twice|half|thrice|times|total|more than|less than|fewer|remaining|left|altogether|in all|percent|fraction|quarters?|thirds?|double|triple|rate|average|if)\b|%/;

/** Arithmetic word problems ("Sarah has 9 books and Joseph twice as many ... how many ..."): maths, not books. */
export function isWordProblem(text: string): boolean {
  if (!QUANTITY_QUESTION.test(text)) return false;
  const numbers = text.match(NUMBER)?.length ?? 0;
  return numbers >= 3 || (numbers >= 2 && ARITHMETIC_CUE.test(text));
}
