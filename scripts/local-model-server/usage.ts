import type { ScriptedReply } from "./types";

export interface CompletionUsage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
}

/** The usage a reply reports: its scripted numbers, else the prompt estimate and one token per chunk; null for none. */
export function replyUsage(reply: ScriptedReply, estimatedPromptTokens: number, chunkCount: number): CompletionUsage | null {
  if (reply.usage === null) return null;
  const prompt_tokens = reply.usage?.prompt_tokens ?? estimatedPromptTokens;
  const completion_tokens = reply.usage?.completion_tokens ?? chunkCount;
  return { prompt_tokens, completion_tokens, total_tokens: prompt_tokens + completion_tokens };
}
