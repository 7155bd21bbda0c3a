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

/** Long-term memory per user. Both backends (`postgres`, `memory`) pass tests/memory/long-term-store.contract.ts. */
export interface MemoryStore {
  /** Stores facts not already known (same user, same text ignoring case); returns how many were new. */
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
