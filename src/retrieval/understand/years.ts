/** Publication years asked for, both ends inclusive; null is open. */
export interface YearRange {
  min: number | null;
  max: number | null;
}

interface Period {
  start: number;
  end: number;
  from: number;
  to: number;
  /** A bare number needs a cue ("in", "after", "published"…) to be a year: "1984" alone is a title. */
  bare: boolean;
}

const DECADE_WORDS: Record<string, number> = {
  twenties: 1920,
  thirties: 1930,
  forties: 1940,
  fifties: 1950,
  sixties: 1960,
  seventies: 1970,
  eighties: 1980,
  nineties: 1990,
  noughties: 2000,
  aughts: 2000,
};

const ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  sixteenth: 16,
  seventeenth: 17,
  eighteenth: 18,
  nineteenth: 19,
  twentieth: 20,
  "twenty-first": 21,
  "twenty first": 21,
};

const PART = String.raw`(?:(early|mid|late)[- ]?)?`;
const CENTURY = new RegExp(
  String.raw`\b${PART}(?:the )?(?:(\d{1,2})(?:st|nd|rd|th)|(${Object.keys(ORDINALS).join("|")}))[- ]centur(?:y|ies)\b`,
  "g",
);
const RELATIVE_CENTURY = /\b(this|the current|current|last|the last|previous|the previous|past) century\b/g;
const FULL_DECADE = new RegExp(String.raw`\b${PART}(?:the )?(1[0-9]|20)(\d)0'?s\b`, "g");
const SHORT_DECADE = new RegExp(String.raw`(?:\b${PART}(?:the )?|(?<![\w']))'?(\d)0'?s\b`, "g");
const WORD_DECADE = new RegExp(String.raw`\b${PART}(?:the )?(?:nineteen[- ]?)?(${Object.keys(DECADE_WORDS).join("|")})\b`, "g");
const BARE_YEAR = /\b(1[0-9]{3}|20[0-9]{2})\b/g;

const CUE_BEFORE =
  /(?:\b(?:in|from|after|before|since|between|until|till|through|thru|to|and|or|published|written|released|year|around|circa|pre|post|than|by)|[-–])\s*$/;
const AGE_BEFORE = /\b(?:her|his|their|my|your|our|its)\s*$/;

/** The years a question asks for, or null. Reads decades, centuries, years with a cue, ranges and before/after. */
export function parseYears(text: string, currentYear: number): YearRange | null {
  const periods = findPeriods(text, currentYear);
  if (periods.length === 0) return null;
  let min: number | null = Infinity;
  let max: number | null = -Infinity;
  for (let i = 0; i < periods.length; i++) {
    const period = periods[i];
    const next = periods[i + 1];
    const before = text.slice(Math.max(0, period.start - 24), period.start);
    const after = text.slice(period.end, period.end + 20);
    if (next && /^\s*(?:-|to|and|until|till|through|thru)\s*(?:the\s+)?$/.test(text.slice(period.end, next.start))) {
      min = lower(min, period.from);
      max = higher(max, next.to);
      i++;
      continue;
    }
    if (/\b(?:after|post|later than|newer than)[- ]?(?:the\s+)?$/.test(before)) {
      min = lower(min, period.to + 1);
      max = null;
    } else if (/\b(?:before|pre|prior to|earlier than|older than)[- ]?(?:the\s+)?$/.test(before)) {
      max = higher(max, period.from - 1);
      min = null;
    } else if (
      /\bsince\s+(?:the\s+)?$/.test(before) ||
      /^\s*(?:on(?:wards?)?\b|or (?:later|newer|after)|and (?:later|after|newer|up)|\+)/.test(after)
    ) {
      min = lower(min, period.from);
      max = null;
    } else if (/\b(?:until|till|up to|through)\s+(?:the\s+)?$/.test(before) || /^\s*(?:or|and) (?:earlier|older|before)\b/.test(after)) {
      max = higher(max, period.to);
      min = null;
    } else {
      min = lower(min, period.from);
      max = higher(max, period.to);
    }
  }
  return { min: min === Infinity ? null : min, max: max === -Infinity ? null : max };
}

function lower(current: number | null, value: number): number | null {
  return current === null ? null : Math.min(current, value);
}

function higher(current: number | null, value: number): number | null {
  return current === null ? null : Math.max(current, value);
}

function findPeriods(text: string, currentYear: number): Period[] {
  const periods: Period[] = [];
  const add = (match: RegExpExecArray, from: number, to: number, bare = false) =>
    periods.push({ start: match.index, end: match.index + match[0].length, from, to, bare });
  for (const match of text.matchAll(CENTURY)) {
    const number = match[2] ? Number(match[2]) : ORDINALS[match[3]];
    if (number < 1 || number > 21) continue;
    const start = (number - 1) * 100;
    const [from, to] = part(match[1], start, 100);
    add(match, from, Math.min(to, currentYear));
  }
  for (const match of text.matchAll(RELATIVE_CENTURY)) {
    if (/^(?:last|the last|previous|the previous)$/.test(match[1])) add(match, 1900, 1999);
    else add(match, 2000, currentYear);
  }
  for (const match of text.matchAll(FULL_DECADE)) {
    const head = Number(match[2]);
    const decade = Number(match[3]);
    if (decade === 0 && head !== 20) {
      const [from, to] = part(match[1], head * 100, 100);
      add(match, from, to);
    } else {
      const [from, to] = part(match[1], head * 100 + decade * 10, 10);
      add(match, from, to);
    }
  }
  for (const match of text.matchAll(SHORT_DECADE)) {
    const decade = Number(match[2]);
    const start = decade <= 1 ? 2000 + decade * 10 : 1900 + decade * 10;
    const [from, to] = part(match[1], start, 10);
    add(match, from, to);
  }
  for (const match of text.matchAll(WORD_DECADE)) {
    if (AGE_BEFORE.test(text.slice(0, match.index))) continue;
    const [from, to] = part(match[1], DECADE_WORDS[match[2]], 10);
    add(match, from, to);
  }
  for (const match of text.matchAll(BARE_YEAR)) {
    if (periods.some((period) => match.index >= period.start && match.index < period.end)) continue;
    const year = Number(match[1]);
    if (year > currentYear + 1) continue;
    add(match, year, year, true);
  }
  periods.sort((a, b) => a.start - b.start);
  return periods.filter((period, i) => !period.bare || hasCue(text, period, periods[i - 1]));
}

/** A bare year counts after a cue word, or as the second end of a range ("1990-2000", "between 1990 and 2000"). */
function hasCue(text: string, period: Period, previous: Period | undefined): boolean {
  if (CUE_BEFORE.test(text.slice(Math.max(0, period.start - 16), period.start))) {
    // "and"/"or"/"to"/"-" only join a second year to a first one: "Catch-22", "Fahrenheit 451 and 1984" stay titles.
    const near = text.slice(Math.max(0, period.start - 6), period.start);
    const joiner = /(?:\b(?:and|or|to)|-)\s*$/.test(near) && !/\b(?:pre|post)-$/.test(near);
    return !joiner || previous !== undefined;
  }
  const after = text.slice(period.end, period.end + 16);
  return /^\s*(?:(?:-|to)\s*(?:1[0-9]{3}|20[0-9]{2})\b|on(?:wards?)?\b|(?:or|and) (?:later|newer|after|earlier|older|before)\b)/.test(
    after,
  );
}

/** The early, middle or late part of a span of `length` years starting at `start`. */
function part(modifier: string | undefined, start: number, length: number): [number, number] {
  const third = Math.round(length / 3);
  if (modifier === "early") return [start, start + third];
  if (modifier === "mid") return [start + third, start + length - third - 1];
  if (modifier === "late") return [start + length - third - 1, start + length - 1];
  return [start, start + length - 1];
}
