/**
 * A pattern that can only start at one of its lead words. Long vocabularies are matched by finding which lead words
 * occur at all (from the text's word set) and trying only the patterns that start with them, which keeps matching
 * cheap however many patterns there are.
 */
export interface LexiconEntry {
  readonly leads: readonly string[];
  /** Regex source matched from the lead word onwards (sticky), ending at a word boundary. */
  readonly pattern: string;
}

export interface LexiconHit {
  start: number;
  end: number;
}

export interface LexiconMatcher {
  /** Every match in a lower-case reading; `words` must hold every word of that reading. */
  hits(reading: string, words: ReadonlySet<string>): LexiconHit[];
  test(reading: string, words: ReadonlySet<string>): boolean;
}

function isWordChar(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code > 127;
}

function* occurrences(reading: string, word: string): Generator<number> {
  for (let at = reading.indexOf(word); at >= 0; at = reading.indexOf(word, at + word.length)) {
    const before = at === 0 ? 32 : reading.charCodeAt(at - 1);
    const after = at + word.length >= reading.length ? 32 : reading.charCodeAt(at + word.length);
    if (!isWordChar(before) && !isWordChar(after)) yield at;
  }
}

export function compileLexicon(entries: readonly LexiconEntry[]): LexiconMatcher {
  const byLead = new Map<string, RegExp[]>();
  for (const { leads, pattern } of entries) {
    const compiled = new RegExp(`(?:${pattern})(?![a-z0-9])`, "y");
    for (const lead of leads) byLead.set(lead, [...(byLead.get(lead) ?? []), compiled]);
  }
  const presentLeads = (words: ReadonlySet<string>): string[] => {
    const present: string[] = [];
    for (const word of words) if (byLead.has(word)) present.push(word);
    return present;
  };
  function* scan(reading: string, words: ReadonlySet<string>): Generator<LexiconHit> {
    for (const lead of presentLeads(words)) {
      for (const start of occurrences(reading, lead)) {
        for (const pattern of byLead.get(lead) ?? []) {
          pattern.lastIndex = start;
          const match = pattern.exec(reading);
          if (match) yield { start, end: start + match[0].length };
        }
      }
    }
  }
  return {
    hits: (reading, words) => [...scan(reading, words)],
    test: (reading, words) => !scan(reading, words).next().done,
  };
}
