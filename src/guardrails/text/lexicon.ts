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

interface LexiconHit {
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

function isWholeWordAt(reading: string, at: number, length: number): boolean {
  const before = at === 0 ? 32 : reading.charCodeAt(at - 1);
  const after = at + length >= reading.length ? 32 : reading.charCodeAt(at + length);
  return !isWordChar(before) && !isWordChar(after);
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
  /** Collects hits, stopping after the first one when `firstOnly`. */
  const scan = (reading: string, words: ReadonlySet<string>, firstOnly: boolean): LexiconHit[] => {
    const hits: LexiconHit[] = [];
    for (const lead of presentLeads(words)) {
      const patterns = byLead.get(lead) ?? [];
      for (let at = reading.indexOf(lead); at >= 0; at = reading.indexOf(lead, at + lead.length)) {
        if (!isWholeWordAt(reading, at, lead.length)) continue;
        for (const pattern of patterns) {
          pattern.lastIndex = at;
          const match = pattern.exec(reading);
          if (!match) continue;
          hits.push({ start: at, end: at + match[0].length });
          if (firstOnly) return hits;
        }
      }
    }
    return hits;
  };
  // The last reading's hits: several signals ask the same matcher about the same reading in one check.
  let last: { reading: string; words: ReadonlySet<string>; hits: LexiconHit[] } | undefined;
  const hitsOf = (reading: string, words: ReadonlySet<string>): LexiconHit[] => {
    if (last?.reading !== reading || last.words !== words) last = { reading, words, hits: scan(reading, words, false) };
    return last.hits;
  };
  return {
    hits: hitsOf,
    test: (reading, words) =>
      last?.reading === reading && last.words === words ? last.hits.length > 0 : scan(reading, words, true).length > 0,
  };
}
