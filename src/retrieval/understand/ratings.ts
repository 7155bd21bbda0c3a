/** Average rating asked for (the catalog's 0–5 scale); `exclusive` bounds are strict ("above 4.2"). */
export interface RatingBound {
  min: number | null;
  max: number | null;
  exclusive: boolean;
}

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5 };
const NUMBER = String.raw`(\d(?:\.\d+)?|one|two|three|four|five)`;
const ABOVE = String.raw`(?:at least|minimum(?: of)?|min(?:imum)?|no less than|over|above|more than|greater than|higher than|better than|>=|>|≥)`;
const BELOW = String.raw`(?:at most|no more than|under|below|less than|lower than|worse than|<=|<|≤)`;
const RATING_WORD = String.raw`(?:rated|rating|ratings|rate|score|scored|scoring|average|avg|reviews?|reviewed)`;

/** "4 stars", "4+ stars", "at least four stars", "4-star", "five star". */
const STARS = new RegExp(
  String.raw`(?:(${ABOVE}|${BELOW})\s*)?${NUMBER}\s*(\+|plus)?\s*[- ]?\s*stars?\b(\s*(?:\+|and (?:up|above|higher|more)|or (?:more|higher|above|better)))?`,
  "g",
);
/** "rated above 4.2", "rating of at least 4", "average rating over 4.0", "rated 4 or higher", "rating 4+". */
const RATED = new RegExp(
  String.raw`\b${RATING_WORD}(?:\s+(?:of|is|at|an?|average|avg|rating|goodreads|on goodreads))*\s*(${ABOVE}|${BELOW})?\s*(?:of\s+)?${NUMBER}(?!\d)(\s*(?:\+|plus|and (?:up|above|higher|more)|or (?:more|higher|above|better)))?`,
  "g",
);
/** "4.2+ rating", "above 4 rating", "a 4.5 average". */
const NUMBER_THEN_RATED = new RegExp(
  String.raw`(?:(${ABOVE}|${BELOW})\s*)?\b${NUMBER}\s*(\+|plus)?\s*(?:average\s+)?${RATING_WORD}\b`,
  "g",
);

const QUALITATIVE: ReadonlyArray<[RegExp, number]> = [
  [/\b(?:top[- ]?rated|best[- ]rated|highest[- ]rated|top ratings|best[- ]reviewed|five[- ]star|5[- ]star)\b/, 4.3],
  [
    /\b(?:highly[- ]?rated|high[- ]rated|high(?:ly)? ratings?|highly[- ]regarded|highly[- ]reviewed|(?:critically )?acclaimed|rated highly)\b/,
    4.2,
  ],
  [/\b(?:well[- ]?rated|well[- ]reviewed|well[- ]liked|good ratings?|good reviews|rated well|positively reviewed|strong ratings)\b/, 4.0],
];
const POORLY_RATED = /\b(?:poorly[- ]rated|low[- ]rated|badly[- ]rated|bad reviews|worst[- ]rated|lowest[- ]rated)\b/;

/** The rating bound a question asks for, or null. A number counts only next to "stars", "rated", "rating"… */
export function parseRating(text: string): RatingBound | null {
  for (const pattern of [RATED, STARS, NUMBER_THEN_RATED]) {
    for (const match of text.matchAll(pattern)) {
      const [, comparison, numberText, plus, tail] = pattern === RATED ? [match[0], match[1], match[2], match[3], undefined] : match;
      const value = NUMBER_WORDS[numberText] ?? Number(numberText);
      if (!Number.isFinite(value) || value <= 0 || value > 5) continue;
      const below = comparison !== undefined && new RegExp(`^${BELOW}$`).test(comparison);
      if (below) return { min: null, max: value, exclusive: !/at most|no more than|<=|≤/.test(comparison) };
      const strict = comparison !== undefined && !/at least|minimum|min|no less than|>=|≥/.test(comparison) && !plus && !tail;
      // A five-star request cannot be met by averages: read it as the top of the scale.
      return { min: Math.min(value, 4.5), max: null, exclusive: strict && value < 4.5 };
    }
  }
  for (const [pattern, min] of QUALITATIVE) if (pattern.test(text)) return { min, max: null, exclusive: false };
  if (POORLY_RATED.test(text)) return { min: null, max: 3.7, exclusive: false };
  return null;
}
