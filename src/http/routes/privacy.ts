import { Router } from "express";
import { summarizeMemories } from "../../memory/long-term/memory-store";
import type { PrivacyDeps } from "../../profiles/profile";
import { pathId } from "../errors";

/** Privacy endpoints: list, summarise and forget what is remembered about a user, and delete threads. */
export function privacyRoutes(deps: PrivacyDeps): Router {
  const router = Router();

  router.get("/memory/:user_id", async (req, res) => {
    const userId = pathId(req.params, "user_id");
    const memories = await deps.store.list(userId, deps.limit);
    res.json({ userId, memories, limit: deps.limit });
  });

  router.get("/memory/:user_id/summary", async (req, res) => {
    const userId = pathId(req.params, "user_id");
    const [memories, memoryCount] = await Promise.all([deps.store.list(userId, deps.limit), deps.store.count(userId)]);
    res.json({ userId, summary: summarizeMemories(memories, memoryCount), memoryCount });
  });

  // Forgetting a user also drops their conversation threads: those hold the very statements that were remembered.
  router.delete("/memory/:user_id", async (req, res) => {
    const userId = pathId(req.params, "user_id");
    const deleted = await deps.store.deleteAll(userId);
    const threadsDeleted = await deps.threads.deleteUser(userId);
    res.json({ userId, deleted, threadsDeleted });
  });

  // `?user_id=` scopes the deletion to one user's thread; without it every thread with that id is deleted.
  router.delete("/threads/:thread_id", async (req, res) => {
    const threadId = pathId(req.params, "thread_id");
    const userId = typeof req.query.user_id === "string" ? pathId({ user_id: req.query.user_id }, "user_id") : undefined;
    res.json({ threadId, deleted: await deps.threads.deleteThread(threadId, userId) });
  });

  return router;
}
