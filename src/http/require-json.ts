import type { RequestHandler } from "express";

/** POST bodies must be JSON (415 otherwise), before any parsing. */
export const requireJson: RequestHandler = (req, res, next) => {
  if (req.is("application/json")) return next();
  res.status(415).json({ detail: "content-type must be application/json" });
};
