import { Router, type Response } from "express";
import { summarizeMemories } from "../../memory/long-term/memory-store";
import type { PrivacyDeps } from "../../profiles/profile";
import { authenticatedUser } from "../auth";
import { HttpError, pathId } from "../errors";

/** The user a privacy request may act on: the path's, which in jwt mode must be the caller (403 otherwise). */
function memoryOwner(params: Record<string, string>, res: Response): string {
  const userId = pathId(params, "user_id");
  const caller = authenticatedUser(res);
  if (caller !== undefined && caller !== userId) throw new HttpError(403, { detail: "forbidden" });
  res.locals.auditUser = userId;
  return userId;
}

/** Whose thread to delete: the caller's in jwt mode; in none mode `?user_id=` is required. */
function threadOwner(query: Record<string, unknown>, res: Response): string {
  const caller = authenticatedUser(res);
  if (caller !== undefined) return caller;
  if (typeof query.user_id !== "string") {
    throw new HttpError(400, { detail: "invalid request", errors: [{ path: "user_id", message: "required (query parameter)" }] });
  }
  const userId = pathId({ user_id: query.user_id }, "user_id");
  res.locals.auditUser = userId;
  return userId;
}

/** Privacy endpoints: list, summarise and forget what is remembered about a user, and delete a thread. */
export function privacyRoutes(deps: PrivacyDeps): Router {
  const router = Router();

  router.get("/memory/:user_id", async (req, res) => {
    const userId = memoryOwner(req.params, res);
    const memories = await deps.store.list(userId, deps.limit);
    res.json({ userId, memories, limit: deps.limit });
  });

  router.get("/memory/:user_id/summary", async (req, res) => {
    const userId = memoryOwner(req.params, res);
    const [memories, memoryCount] = await Promise.all([deps.store.list(userId, deps.limit), deps.store.count(userId)]);
    res.json({ userId, summary: summarizeMemories(memories, memoryCount), memoryCount });
  });

  // Forgetting a user also drops their conversation threads: those hold the very statements that were remembered.
  router.delete("/memory/:user_id", async (req, res) => {
    const userId = memoryOwner(req.params, res);
    const deleted = await deps.store.deleteAll(userId);
    const threadsDeleted = await deps.threads.deleteUser(userId);
    res.json({ userId, deleted, threadsDeleted });
  });

  router.delete("/threads/:thread_id", async (req, res) => {
    const threadId = pathId(req.params, "thread_id");
    const userId = threadOwner(req.query, res);
    res.json({ threadId, deleted: await deps.threads.deleteThread(threadId, userId) });
  });

  return router;
}
