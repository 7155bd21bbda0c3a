import type { Memory } from "./memory-store";

/** One long-term recall: at most `limit` of the user's memories, most relevant to `query` first, then newest. */
export interface RecallQuery {
  userId: string;
  query: string;
  limit: number;
}

/** Memories recalled ahead of the node that needs them (in the thread's first round trip), for one exact query. */
export interface RecalledMemories {
  query: RecallQuery;
  memories: Memory[];
}

/** The memories recalled ahead for exactly this query; undefined when there are none for it (recall as usual). */
export function recalledFor(recalled: RecalledMemories | undefined, query: RecallQuery): Memory[] | undefined {
  if (!recalled) return undefined;
  const ahead = recalled.query;
  return ahead.userId === query.userId && ahead.query === query.query && ahead.limit === query.limit ? recalled.memories : undefined;
}
