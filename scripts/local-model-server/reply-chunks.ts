import type { ScriptedReply } from "./types";

/** The content deltas of a reply: explicit chunks, or the text cut into words that keep their trailing whitespace. */
export function replyChunks(reply: ScriptedReply): string[] {
  if (reply.chunks) return reply.chunks;
  const text = reply.text ?? "";
  const leading = text.match(/^\s*/)?.[0] ?? "";
  const words = text.slice(leading.length).match(/\S+\s*/g) ?? [];
  if (words.length === 0) return leading ? [leading] : [];
  words[0] = leading + words[0];
  return words;
}
