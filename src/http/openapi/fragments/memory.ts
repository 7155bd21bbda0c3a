import { identifier } from "../../schemas";
import type { ApiFragment } from "../api-fragment";
import { errorResponses } from "../error-responses";
import { jsonResponse } from "../objects";
import type { ParameterObject } from "../openapi-types";
import { inlineSchema } from "../inline-schema";
import { memoryDeletedSchema, memoryListSchema, memorySchema, memorySummarySchema, threadDeletedSchema } from "../response-bodies";

const idParameter = (name: string, location: "path" | "query", description: string): ParameterObject => ({
  name,
  in: location,
  required: location === "path",
  description,
  schema: inlineSchema(identifier, "input"),
});

const userId = idParameter("user_id", "path", "The user whose long-term memory is meant");
const failures = { "400": errorResponses.invalidParameter, "500": errorResponses.internal };

/** The privacy endpoints (memory and guarded profiles). All idempotent. */
export const memoryFragment: ApiFragment = {
  paths: {
    "/memory/{user_id}": {
      get: {
        operationId: "listMemories",
        summary: "List the user's long-term memories, newest first (at most LONG_TERM_MEMORY_LIMIT)",
        tags: ["memory"],
        parameters: [userId],
        responses: { "200": jsonResponse("The memories", "MemoryList"), ...failures },
      },
      delete: {
        operationId: "forgetUser",
        summary: "Delete the user's long-term memories and conversation threads",
        tags: ["memory"],
        parameters: [userId],
        responses: { "200": jsonResponse("What was deleted", "MemoryDeleted"), ...failures },
      },
    },
    "/memory/{user_id}/summary": {
      get: {
        operationId: "summarizeMemories",
        summary: "Summarise what the assistant knows about the user (no model call)",
        tags: ["memory"],
        parameters: [userId],
        responses: { "200": jsonResponse("The summary", "MemorySummary"), ...failures },
      },
    },
    "/threads/{thread_id}": {
      delete: {
        operationId: "deleteThread",
        summary: "Delete a conversation thread's short-term memory",
        tags: ["memory"],
        parameters: [
          idParameter("thread_id", "path", "The thread to delete"),
          idParameter("user_id", "query", "Only this user's thread with that id; without it, every user's"),
        ],
        responses: { "200": jsonResponse("Whether a thread was deleted", "ThreadDeleted"), ...failures },
      },
    },
  },
  responseSchemas: {
    Memory: memorySchema,
    MemoryList: memoryListSchema,
    MemorySummary: memorySummarySchema,
    MemoryDeleted: memoryDeletedSchema,
    ThreadDeleted: threadDeletedSchema,
  },
};
