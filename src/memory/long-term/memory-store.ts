export type MemoryKind = "note" | "favorite_author" | "favorite_genre" | "favorite_book" | "likes" | "dislikes";

export interface Memory {
  id: string;
  kind: MemoryKind;
  text: string;
  createdAt: string;
}

export interface NewMemory {
  kind: MemoryKind;
  text: string;
  sourceThreadId?: string;
}

/** At most this many new memories are stored by one `save` (one turn): the first new ones, in order. */
export const MAX_NEW_MEMORIES_PER_SAVE = 5;

/** How much a store keeps. */
export interface MemoryStoreBounds {
  /** Memories kept per user; a save that goes over deletes that user's oldest. Unbounded when absent. */
  maxPerUser?: number;
}

/** Long-term memory per user. Both backends (`postgres`, `memory`) pass tests/memory/long-term-store.contract.ts. */
export interface MemoryStore {
  /**
   * Stores facts not already known (same user, same text ignoring case), at most MAX_NEW_MEMORIES_PER_SAVE of them,
   * then deletes the user's oldest beyond `maxPerUser`, atomically; returns how many new ones are kept.
   */
  save(userId: string, memories: NewMemory[]): Promise<number>;
  /** At most `limit` memories: most relevant to `query` first, then newest. */
  recall(userId: string, query: string, limit: number): Promise<Memory[]>;
  /** Newest first, at most `limit`. */
  list(userId: string, limit: number): Promise<Memory[]>;
  count(userId: string): Promise<number>;
  /** Removes every memory of the user; returns how many were removed. */
  deleteAll(userId: string): Promise<number>;
  ping(): Promise<void>;
}

/** `<dev|prod>_cbk_<06|08>`: memory profile is stage 06, guarded is stage 08. */
export function memorySchemaName(env: "development" | "production", profile: "memory" | "guarded"): string {
  return `${env === "production" ? "prod" : "dev"}_cbk_${profile === "guarded" ? "08" : "06"}`;
}

const STOP_WORDS = new Set(
  (
    "the and for are but not you your yours with have has had was were what which who whom this that these those " +
    "from into about can could would should will any some all more most other than then them they their there " +
    "our out her his she him its it's i'm i've me my mine a an of to in on at by is be as or if so do does did " +
    "how why when where want like give tell show book books read reading recommend please"
  ).split(" "),
);

const MAX_KEYWORDS = 16;

/** Lower-case content words of at least three letters, used to rank memories by relevance to a prompt. */
export function keywords(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? [];
  return [...new Set(words.filter((word) => !STOP_WORDS.has(word)))].slice(0, MAX_KEYWORDS);
}

/** How many of the keywords occur in the text; the in-memory twin of the SQL ranking. */
export function relevance(text: string, words: string[]): number {
  const haystack = text.toLowerCase();
  return words.reduce((score, word) => score + (haystack.includes(word) ? 1 : 0), 0);
}

/** A plain-language summary of what is remembered, built without a model call. */
export function summarizeMemories(memories: Memory[], total: number): string {
  if (total === 0) return "I don't remember anything about you yet.";
  const lines = memories.map((memory) => `- ${memory.text}`);
  const more = total > memories.length ? `\n(and ${total - memories.length} older memories)` : "";
  return `I remember ${total} thing${total === 1 ? "" : "s"} about you:\n${lines.join("\n")}${more}`;
}
