import type { Memory } from "./memory-store";

/** A plain-language summary of what is remembered, built without a model call. */
export function summarizeMemories(memories: Memory[], total: number): string {
  if (total === 0) return "I don't remember anything about you yet.";
  const lines = memories.map((memory) => `- ${memory.text}`);
  const more = total > memories.length ? `\n(and ${total - memories.length} older memories)` : "";
  return `I remember ${total} thing${total === 1 ? "" : "s"} about you:\n${lines.join("\n")}${more}`;
}
