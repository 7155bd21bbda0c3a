import { z } from "zod";

const fieldErrors = z.array(
  z.object({ path: z.string().describe("dotted path of the field; empty for the body itself"), message: z.string() }),
);

/** Any HTTP error before a stream starts: 409, 413, 415, 502 (decisions.md). */
export const errorBodySchema = z.object({ detail: z.string() });

/** 400: the body is not JSON. */
export const invalidJsonBodySchema = z.object({ detail: z.literal("invalid JSON body") });

/** 400: the JSON body breaks the request schema. */
export const invalidRequestBodySchema = z.object({ detail: z.literal("invalid request body"), errors: fieldErrors });

/** 400: a path or query parameter is malformed. */
export const invalidRequestSchema = z.object({ detail: z.literal("invalid request"), errors: fieldErrors });

/** 404: no such route. */
export const notFoundSchema = z.object({ detail: z.literal("not found") });

/** 500: an unexpected fault (never a stack or an upstream message). */
export const internalErrorSchema = z.object({ detail: z.literal("internal error") });
