import { deletions, nameTokens, withinOneEdit } from "./text";

/** An author of the catalog and how many of its books they wrote. */
export interface CatalogAuthor {
  name: string;
  bookCount: number;
}

/** An author the question names: by full name or by a surname only they carry; `corrected` when one edit was forgiven. */
export interface AuthorMention {
  names: string[];
  wording: string;
  via: "full name" | "surname";
  corrected: boolean;
}

/** A surname stands for one author when that author wrote at least this share of the catalog's books under it. */
const DOMINANT_SHARE = 0.8;
/** Words shorter than this are never corrected: too many short words are one edit from a name. */
const MIN_TYPO_LENGTH = 5;
const MAX_NAME_TOKENS = 5;
/** A surname alone is an author after "by", "from"… or before "'s", "books"…: "Harry Potter" is not Beatrix Potter. */
const SURNAME_CUE_BEFORE = /^(?:by|from|author|writer|novelist|of|like|reads?|read)$/;
/** Words that are never a surname on their own, whatever the catalog holds. */
const NOT_SURNAMES = new Set([
  "the",
  "and",
  "for",
  "you",
  "with",
  "from",
  "that",
  "this",
  "about",
  "books",
  "book",
  "novels",
  "anything",
  "something",
  "someone",
  "others",
  "more",
  "other",
]);
const SURNAME_CUE_AFTER = /^(?:s|books?|novels?|stories|works?|titles?|bibliography|fiction|series)$/;

/** The catalog's author names, matched against the words of a question. */
export class AuthorDirectory {
  /** "jk rowling" → names; also without initials ("ursula le guin" for "Ursula K. Le Guin"). */
  private readonly byFullName = new Map<string, Set<string>>();
  /** "rowling" → names, with book counts. */
  private readonly bySurname = new Map<string, Map<string, number>>();
  /** Every name token, and its one-deletion variants (for one-edit lookups). */
  private readonly tokens = new Set<string>();
  private readonly byDeletion = new Map<string, Set<string>>();

  constructor(authors: readonly CatalogAuthor[]) {
    for (const { name, bookCount } of authors) {
      const tokens = nameTokens(name);
      if (tokens.length === 0) continue;
      for (const key of fullNameKeys(tokens)) addTo(this.byFullName, key, name);
      const surname = tokens[tokens.length - 1];
      let counts = this.bySurname.get(surname);
      if (!counts) this.bySurname.set(surname, (counts = new Map<string, number>()));
      counts.set(name, (counts.get(name) ?? 0) + Math.max(1, bookCount));
      for (const token of tokens) {
        if (this.tokens.has(token)) continue;
        this.tokens.add(token);
        if (token.length >= MIN_TYPO_LENGTH) for (const variant of deletions(token)) addTo(this.byDeletion, variant, token);
      }
    }
  }

  get size(): number {
    return this.bySurname.size;
  }

  /** Authors named in `question`, full names first; each word serves one mention. */
  find(question: string): AuthorMention[] {
    const words = nameTokens(question);
    const corrected = words.map((word) => this.correct(word));
    const used = new Array<boolean>(words.length).fill(false);
    const mentions: AuthorMention[] = [];
    for (let length = Math.min(MAX_NAME_TOKENS, words.length); length >= 2; length--) {
      for (let start = 0; start + length <= words.length; start++) {
        if (used.slice(start, start + length).some(Boolean)) continue;
        const exact = this.byFullName.get(words.slice(start, start + length).join(" "));
        const fixed = exact ? undefined : this.byFullName.get(corrected.slice(start, start + length).join(" "));
        const names = exact ?? fixed;
        if (!names) continue;
        used.fill(true, start, start + length);
        mentions.push({ names: [...names], wording: words.slice(start, start + length).join(" "), via: "full name", corrected: !exact });
      }
    }
    for (let i = 0; i < words.length; i++) {
      if (used[i]) continue;
      const cued = SURNAME_CUE_BEFORE.test(words[i - 1] ?? "") || SURNAME_CUE_AFTER.test(words[i + 1] ?? "") || words.length === 1;
      if (!cued || words[i].length < 3 || NOT_SURNAMES.has(words[i]) || /\d/.test(words[i])) continue;
      const exact = this.bySurname.get(words[i]);
      const counts = exact ?? this.bySurname.get(corrected[i]);
      const name = counts && dominant(counts);
      if (!name) continue;
      used[i] = true;
      mentions.push({ names: [name], wording: words[i], via: "surname", corrected: !exact });
    }
    return mentions;
  }

  /** The one name token within one edit of `word`, else `word` itself. */
  private correct(word: string): string {
    if (word.length < MIN_TYPO_LENGTH || this.tokens.has(word) || /\d/.test(word)) return word;
    const candidates = new Set<string>();
    for (const variant of deletions(word)) {
      for (const token of this.byDeletion.get(variant) ?? []) if (withinOneEdit(word, token)) candidates.add(token);
    }
    return candidates.size === 1 ? [...candidates][0] : word;
  }
}

function fullNameKeys(tokens: string[]): string[] {
  const keys = new Set<string>();
  if (tokens.length >= 2) keys.add(tokens.join(" "));
  // Initials are often left out ("Ursula Le Guin", "George Martin"); single letters merged count as initials.
  const withoutInitials = tokens.filter((token, i) => i === tokens.length - 1 || !/^[^aeiouy\d]{1,3}$/.test(token));
  if (withoutInitials.length >= 2) keys.add(withoutInitials.join(" "));
  return [...keys];
}

function dominant(counts: Map<string, number>): string | null {
  let best: string | null = null;
  let bestCount = 0;
  let total = 0;
  for (const [name, count] of counts) {
    total += count;
    if (count > bestCount) [best, bestCount] = [name, count];
  }
  return bestCount >= DOMINANT_SHARE * total ? best : null;
}

function addTo(map: Map<string, Set<string>>, key: string, value: string): void {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(value);
}
