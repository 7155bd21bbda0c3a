import { randomUUID } from "node:crypto";
import type { RequestHandler, Response } from "express";

const FORWARDED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export const requestIdOf = (res: Response): string => (res.locals as { requestId: string }).requestId;

/** Every response carries `x-request-id`: the load balancer's when it sent a well-formed one, else a fresh UUID. */
export const assignRequestId: RequestHandler = (req, res, next) => {
  const forwarded = req.headers["x-request-id"];
  const requestId = typeof forwarded === "string" && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
  res.locals.requestId = requestId;
  res.set("x-request-id", requestId);
  next();
};
