import { randomUUID } from "node:crypto";
import {
  keywords,
  MAX_NEW_MEMORIES_PER_SAVE,
  relevance,
  type Memory,
  type MemoryStore,
  type MemoryStoreBounds,
  type NewMemory,
} from "./memory-store";

interface Stored extends Memory {
  order: number;
}

/** In-process twin of PostgresMemoryStore (MEMORY_BACKEND=memory): same contract, nothing survives a restart. */
export class InMemoryMemoryStore implements MemoryStore {
  private readonly byUser = new Map<string, Stored[]>();
  private sequence = 0;

  constructor(private readonly bounds: MemoryStoreBounds = {}) {}

  save(userId: string, memories: NewMemory[]): Promise<number> {
    const stored = this.byUser.get(userId) ?? [];
    let inserted = 0;
    for (const memory of memories) {
      if (inserted === MAX_NEW_MEMORIES_PER_SAVE) break;
      const key = memory.text.toLowerCase();
      if (stored.some((existing) => existing.text.toLowerCase() === key)) continue;
      stored.push({ id: randomUUID(), kind: memory.kind, text: memory.text, createdAt: new Date().toISOString(), order: this.sequence++ });
      inserted++;
    }
    const max = this.bounds.maxPerUser ?? Number.POSITIVE_INFINITY;
    if (stored.length > max) stored.splice(0, stored.length - max); // oldest first: `stored` is in insertion order
    if (stored.length > 0) this.byUser.set(userId, stored);
    return Promise.resolve(Math.min(inserted, max));
  }

  recall(userId: string, query: string, limit: number): Promise<Memory[]> {
    const words = keywords(query);
    return Promise.resolve(
      (this.byUser.get(userId) ?? [])
        .map((memory) => ({ memory, score: relevance(memory.text, words) }))
        .sort((a, b) => b.score - a.score || b.memory.order - a.memory.order)
        .slice(0, limit)
        .map(({ memory }) => publicView(memory)),
    );
  }

  list(userId: string, limit: number): Promise<Memory[]> {
    return Promise.resolve(
      [...(this.byUser.get(userId) ?? [])]
        .sort((a, b) => b.order - a.order)
        .slice(0, limit)
        .map(publicView),
    );
  }

  count(userId: string): Promise<number> {
    return Promise.resolve(this.byUser.get(userId)?.length ?? 0);
  }

  deleteAll(userId: string): Promise<number> {
    const removed = this.byUser.get(userId)?.length ?? 0;
    this.byUser.delete(userId);
    return Promise.resolve(removed);
  }

  ping(): Promise<void> {
    return Promise.resolve();
  }
}

function publicView({ id, kind, text, createdAt }: Stored): Memory {
  return { id, kind, text, createdAt };
}
