import { z } from "zod";
import { identifier } from "./requests";

/** The JSON bodies the service answers with outside the event stream. */

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

/** GET /info: what the web client may know about the running service. Nothing secret. */
export const clientInfoSchema = z.object({
  profile: z.enum(["guarded", "memory", "retrieval"]),
  features: z.object({
    memory: z.boolean(),
    guardrails: z.boolean(),
    tracing: z.boolean(),
    webSearch: z.boolean(),
    signIn: z.boolean().describe("jwt mode: requests need `Authorization: Bearer <token>`"),
  }),
  limits: z.object({ maxPromptChars: z.int().min(1) }),
});

export type ClientInfo = z.infer<typeof clientInfoSchema>;

const fieldErrors = z.array(
  z.object({ path: z.string().describe("dotted path of the field; empty for the body itself"), message: z.string() }),
);

/** Every HTTP error before a stream starts (README "Endpoints"), by component name. */
export const errorBodySchemas = {
  /** Any other error: 409, 413, 415, 502. */
  ErrorBody: z.object({ detail: z.string() }),
  InvalidJsonBody: z.object({ detail: z.literal("invalid JSON body") }),
  InvalidRequestBody: z.object({ detail: z.literal("invalid request body"), errors: fieldErrors }),
  /** A path or query parameter is malformed. */
  InvalidRequest: z.object({ detail: z.literal("invalid request"), errors: fieldErrors }),
  NotFound: z.object({ detail: z.literal("not found") }),
  /** jwt mode: a path naming another user. */
  Forbidden: z.object({ detail: z.literal("forbidden") }),
  /** An unexpected fault (never a stack or an upstream message). */
  InternalError: z.object({ detail: z.literal("internal error") }),
};
