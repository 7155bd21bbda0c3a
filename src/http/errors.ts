import type { ErrorRequestHandler, RequestHandler } from "express";
import { z } from "zod";
import { identifier } from "../contract/requests";
import type { Logger } from "../logger";

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: { detail: string; errors?: Array<{ path: string; message: string }> },
    /** Sent with the error, e.g. `Retry-After` on 429 and 503. */
    readonly headers: Record<string, string> = {},
  ) {
    super(body.detail);
  }
}

function zodErrors(error: z.ZodError): Array<{ path: string; message: string }> {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join("."), message: issue.message }));
}

/** Parses with a schema or throws the documented 400 (`invalid request body` with the field errors). */
export function parseOr400<T>(schema: z.ZodType<T>, value: unknown, detail: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new HttpError(400, { detail, errors: zodErrors(result.error) });
  return result.data;
}

/** Validates `:user_id` / `:thread_id` path parameters (400 "invalid request" otherwise). */
export function pathId(params: Record<string, string | string[]>, name: string): string {
  const result = z.object({ [name]: identifier }).safeParse(params);
  if (!result.success) throw new HttpError(400, { detail: "invalid request", errors: zodErrors(result.error) });
  return result.data[name];
}

/** POST bodies must be JSON (415 otherwise), before any parsing. */
export const requireJson: RequestHandler = (req, res, next) => {
  if (req.is("application/json")) return next();
  res.status(415).json({ detail: "content-type must be application/json" });
};

export const notFound: RequestHandler = (_req, res) => {
  res.status(404).json({ detail: "not found" });
};

const BODY_PARSER_ERRORS: Record<string, [number, string]> = {
  "entity.parse.failed": [400, "invalid JSON body"],
  "entity.too.large": [413, "request body too large (limit 32 KiB)"],
  "encoding.unsupported": [415, "unsupported content encoding"],
  "charset.unsupported": [415, "unsupported charset"],
  "request.aborted": [400, "request aborted"],
};

const CLIENT_ERROR_DETAILS: Record<number, string> = {
  400: "invalid JSON body",
  413: "request body too large (limit 32 KiB)",
  415: "unsupported content encoding",
};

/** Known errors keep their status; anything else is a masked 500 (no stack, no upstream message). */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    if (res.headersSent) {
      res.end();
      return;
    }
    if (error instanceof HttpError) {
      res.status(error.status).set(error.headers).json(error.body);
      return;
    }
    const known = BODY_PARSER_ERRORS[(error as { type?: string })?.type ?? ""];
    if (known) {
      res.status(known[0]).json({ detail: known[1] });
      return;
    }
    if (error instanceof URIError) {
      // The router could not percent-decode a path parameter.
      res.status(400).json({ detail: "invalid request", errors: [{ path: "path", message: "malformed percent-encoding" }] });
      return;
    }
    const status = (error as { status?: unknown })?.status;
    if (typeof status === "number" && CLIENT_ERROR_DETAILS[status]) {
      // Another body-parser/raw-body client error (e.g. a body that fails to inflate): keep its 4xx.
      res.status(status).json({ detail: CLIENT_ERROR_DETAILS[status] });
      return;
    }
    const type = error instanceof Error ? error.constructor.name : typeof error;
    logger.error({ err: { type }, method: req.method, path: req.path }, "unexpected server fault");
    res.status(500).json({ detail: "internal error" });
  };
}
