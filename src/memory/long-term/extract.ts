import type { MemoryKind, NewMemory } from "./memory-store";

interface Pattern {
  kind: MemoryKind;
  regex: RegExp;
  render: (fact: string) => string;
}

// Bounded quantifiers and no nested repetition: each pattern is linear in the sentence length.
const PATTERNS: Pattern[] = [
  { kind: "favorite_author", regex: /\bmy fav(?:ou?rite) (?:author|writer) is (.{2,100})/i, render: (f) => `Favorite author: ${f}` },
  { kind: "favorite_genre", regex: /\bmy fav(?:ou?rite) (?:genre|kind of books?) is (.{2,100})/i, render: (f) => `Favorite genre: ${f}` },
  { kind: "favorite_book", regex: /\bmy fav(?:ou?rite) (?:book|novel) is (.{2,150})/i, render: (f) => `Favorite book: ${f}` },
  { kind: "likes", regex: /\bi (?:really )?(?:love|like|enjoy|adore) (.{2,150})/i, render: (f) => `Likes: ${f}` },
  { kind: "dislikes", regex: /\bi (?:really )?(?:hate|dislike|can't stand|cannot stand) (.{2,150})/i, render: (f) => `Dislikes: ${f}` },
  // Last, so "remember that my favorite author is X" is filed as a favorite author.
  { kind: "note", regex: /\bremember (?:that )?(.{3,200})/i, render: (fact) => fact },
];

// A period ends a sentence only after a lower-case word, so initials ("Ursula K. Le Guin") stay whole.
const SENTENCE_END = /(?<=\p{Ll}{2}[.]|[!?;\n])\s+/u;

const QUESTION_START = /^(?:what|which|who|can|could|would|do|does|is|are|how|why|should)\b/i;

/**
 * Deterministic extraction of explicit statements ("remember that ...", "my favorite author is ...", "I love ...").
 * Questions are never stored, and each sentence yields at most one memory.
 */
export function extractMemories(prompt: string, sourceThreadId?: string): NewMemory[] {
  const found = new Map<string, NewMemory>();
  for (const sentence of prompt.split(SENTENCE_END)) {
    const trimmed = sentence.trim();
    if (!trimmed || trimmed.endsWith("?") || QUESTION_START.test(trimmed)) continue;
    for (const pattern of PATTERNS) {
      const match = pattern.regex.exec(trimmed);
      if (!match) continue;
      const fact = cleanFact(match[1]);
      if (fact.length < 2) break;
      const text = pattern.render(fact);
      found.set(text.toLowerCase(), { kind: pattern.kind, text, sourceThreadId });
      break;
    }
  }
  return [...found.values()];
}

function cleanFact(raw: string): string {
  return raw
    .replace(/[.!;,\s]+$/u, "")
    .replace(/\s+/g, " ")
    .trim();
}
