import { timingSafeEqual } from "node:crypto";
import type { RequestHandler, Response } from "express";
import { KeySetUnavailable, TokenRejected } from "../auth/verify-token";

/** Who the request is from: the token's user in jwt mode; undefined in none mode (the body or query names it). */
export const authenticatedUser = (res: Response): string | undefined => (res.locals as { userId?: string }).userId;

const BEARER = /^Bearer[ \t]+([A-Za-z0-9\-._~+/]+=*)[ \t]*$/i;

function bearerToken(header: string | undefined): string | undefined {
  return header ? BEARER.exec(header)?.[1] : undefined;
}

function refuse(res: Response, detail: string): void {
  res.status(401).set("WWW-Authenticate", "Bearer").json({ detail });
}

/**
 * jwt mode: a verified bearer token is required; its user goes to `res.locals.userId`. Refusals are 401 with
 * `WWW-Authenticate: Bearer`, answered before the body is read, so nothing reaches the model, tracer or database.
 */
export function requireUser(verify: (token: string) => Promise<string>): RequestHandler {
  return (req, res, next) => {
    const token = bearerToken(req.headers.authorization);
    if (!token) return refuse(res, "missing bearer token");
    verify(token).then(
      (userId) => {
        res.locals.userId = userId;
        next();
      },
      (error: unknown) => {
        if (error instanceof TokenRejected) return refuse(res, error.message);
        if (error instanceof KeySetUnavailable) {
          res.status(503).set("Retry-After", "5").json({ detail: "identity provider unavailable" });
          return;
        }
        next(error);
      },
    );
  };
}

/** `/metrics` behind its own static token (a user's JWT is not enough), compared in constant time. */
export function requireStaticToken(expected: string): RequestHandler {
  const expectedBytes = Buffer.from(expected);
  return (req, res, next) => {
    const given = Buffer.from(bearerToken(req.headers.authorization) ?? "");
    if (given.length === expectedBytes.length && timingSafeEqual(given, expectedBytes)) return next();
    refuse(res, "missing or invalid metrics token");
  };
}
