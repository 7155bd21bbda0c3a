import { z } from "zod";

/** `thread_id` and `user_id`, in bodies and as path parameters. */
export const identifier = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._:@-]{0,127}$/, "must match ^[A-Za-z0-9][A-Za-z0-9._:@-]{0,127}$");

const historyItem = z.object({ role: z.enum(["user", "assistant"]), content: z.string().max(32768) });

const common = (maxPromptChars: number) => ({
  prompt: z.string().trim().min(1, "must not be empty").max(maxPromptChars, `must be at most ${maxPromptChars} characters`),
  temperature: z.number().min(0).max(2).default(0.3),
  max_tokens: z.number().int().min(1).max(4096).default(800),
  history: z.array(historyItem).max(20).default([]),
});

/** `POST /agent/run` in the memory and guarded profiles. Unknown fields are ignored (stripped). */
export function conversationRequestSchema(maxPromptChars: number) {
  return z.object({ ...common(maxPromptChars), thread_id: identifier, user_id: identifier });
}

/** `POST /agent/run` in the retrieval profile. */
export function retrievalRequestSchema(maxPromptChars: number) {
  return z.object({
    ...common(maxPromptChars),
    top_k: z.number().int().min(1).max(50).default(8),
    related_top_k: z.number().int().min(0).max(10).default(3),
    include_related: z.boolean().default(true),
  });
}

export type ConversationRequest = z.infer<ReturnType<typeof conversationRequestSchema>>;
export type RetrievalRequest = z.infer<ReturnType<typeof retrievalRequestSchema>>;

/** `POST /feedback`. */
export const feedbackSchema = z.object({
  runId: z.uuid(),
  key: z.string().min(1).max(100).default("user_score"),
  score: z.number().min(0).max(1),
  comment: z.string().max(2000).optional(),
});
