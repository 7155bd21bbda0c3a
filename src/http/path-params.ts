import { z } from "zod";
import { HttpError, zodErrors } from "./errors";
import { identifier } from "./schemas";

/** Validates `:user_id` / `:thread_id` path parameters (400 "invalid request" otherwise). */
export function pathId(params: Record<string, string | string[]>, name: string): string {
  const result = z.object({ [name]: identifier }).safeParse(params);
  if (!result.success) throw new HttpError(400, { detail: "invalid request", errors: zodErrors(result.error) });
  return result.data[name] as string;
}
