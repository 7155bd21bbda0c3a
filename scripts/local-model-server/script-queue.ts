import type { ScriptedReply } from "./types";

/** Scripted replies, consumed first in, first out: one per chat completion request. */
export class ScriptQueue {
  private readonly replies: ScriptedReply[] = [];

  enqueue(...replies: ScriptedReply[]): void {
    this.replies.push(...replies);
  }

  next(): ScriptedReply | undefined {
    return this.replies.shift();
  }

  clear(): void {
    this.replies.length = 0;
  }
}
