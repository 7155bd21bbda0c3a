import type { RequestHandler } from "express";
import type { UserPseudonym } from "../auth/user-pseudonym";
import type { Logger } from "../logger";
import { authenticatedUser } from "./auth";
import { requestIdOf } from "./request-id";

const OUTCOMES: Array<[number, string]> = [
  [500, "error"],
  [429, "refused"],
  [404, "not_found"],
  [403, "forbidden"],
  [401, "unauthenticated"],
  [400, "invalid"],
  [200, "ok"],
];

const outcomeOf = (status: number) => OUTCOMES.find(([from]) => status >= from)?.[1] ?? "error";

/** The route's pattern rather than its path, so no identifier from the URL lands in the log. */
function routeOf(method: string, path: string): string {
  if (path.startsWith("/threads/")) return `${method} /threads/{thread_id}`;
  return `${method} /memory/{user_id}${path.endsWith("/summary") ? "/summary" : ""}`;
}

/**
 * One structured line per privacy operation (memory list, summary, delete; thread delete), whatever its outcome:
 * time, request id, user (as its keyed hash), route, outcome. Never what was remembered.
 */
export function auditPrivacy(logger: Logger, pseudonym: UserPseudonym): RequestHandler {
  return (req, res, next) => {
    const started = new Date().toISOString();
    let written = false;
    const write = () => {
      if (written) return;
      written = true;
      const user = authenticatedUser(res) ?? (res.locals as { auditUser?: string }).auditUser;
      logger.info(
        {
          audit: "privacy",
          at: started,
          requestId: requestIdOf(res),
          user: user === undefined ? null : pseudonym(user),
          route: routeOf(req.method, req.path),
          outcome: res.writableFinished ? outcomeOf(res.statusCode) : "aborted",
          status: res.statusCode,
        },
        "privacy operation",
      );
    };
    res.on("finish", write);
    res.on("close", write);
    next();
  };
}
