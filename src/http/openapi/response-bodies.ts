import { z } from "zod";
import { identifier } from "../schemas";

const count = z.int().min(0);

export const memorySchema = z.object({
  id: z.string(),
  kind: z.enum(["note", "favorite_author", "favorite_genre", "favorite_book", "likes", "dislikes"]),
  text: z.string(),
  createdAt: z.iso.datetime(),
});

/** GET /memory/{user_id}: newest first, at most `limit`. */
export const memoryListSchema = z.object({ userId: identifier, memories: z.array(memorySchema), limit: z.int().min(1) });

/** GET /memory/{user_id}/summary: built without a model call. */
export const memorySummarySchema = z.object({ userId: identifier, summary: z.string(), memoryCount: count });

/** DELETE /memory/{user_id}: long-term memories and the user's threads. */
export const memoryDeletedSchema = z.object({ userId: identifier, deleted: count, threadsDeleted: count });

/** DELETE /threads/{thread_id}. */
export const threadDeletedSchema = z.object({ threadId: identifier, deleted: z.boolean() });

/** POST /feedback accepted by the tracer. */
export const feedbackAcceptedSchema = z.object({ ok: z.literal(true) });

/** GET /healthz: the process is alive. */
export const healthSchema = z.object({ status: z.literal("ok") });

const checks = z
  .record(z.string(), z.enum(["ok", "error", "draining"]))
  .describe('dependency → "ok" | "error"; "shutdown": "draining" while shutting down');

/** GET /readyz, 200: every dependency answered. */
export const readySchema = z.object({ status: z.literal("ready"), checks });

/** GET /readyz, 503: a dependency failed, or the service is draining. */
export const notReadySchema = z.object({ status: z.literal("not_ready"), checks });
