import type { RunOutcome } from "../profile";

/**
 * Whether a turn reads the user's long-term recall together with its thread, before the input guard has decided:
 * every user's, except a user whose last turn in this process was blocked. A client sending blocked prompts one after
 * another then costs the database no recall it never uses beyond the first; its next passing turn recalls in the
 * recall node (one round trip more) and reads ahead again after it. Remembers at most `capacity` users, the oldest
 * forgotten first.
 */
export class RecallAhead {
  /** Users whose last turn was blocked, oldest first. */
  private readonly blocked = new Set<string>();

  constructor(private readonly capacity = 10_000) {}

  wanted(userId: string): boolean {
    return !this.blocked.has(userId);
  }

  settled(userId: string, outcome: RunOutcome): void {
    if (outcome === "ok") this.blocked.delete(userId);
    if (outcome !== "blocked") return;
    this.blocked.delete(userId);
    this.blocked.add(userId);
    if (this.blocked.size > this.capacity) this.blocked.delete(this.blocked.values().next().value!);
  }
}
