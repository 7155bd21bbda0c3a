import type { Request, Response } from "express";
import { authenticatedUser } from "../auth";

/**
 * Whom a run is counted against: the token's user, else the body's `user_id`, else the client address (`req.ip`,
 * which honours TRUST_PROXY, so behind a load balancer it is the real client rather than the balancer).
 */
export function clientKey(req: Request, res: Response, request: unknown): string {
  const user = authenticatedUser(res) ?? bodyUserId(request);
  return user !== undefined ? `user:${user}` : `ip:${req.ip ?? req.socket.remoteAddress ?? "unknown"}`;
}

function bodyUserId(request: unknown): string | undefined {
  const userId = (request as { user_id?: unknown } | null)?.user_id;
  return typeof userId === "string" ? userId : undefined;
}
