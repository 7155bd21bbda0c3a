import { ModelProviderError } from "../llm/stream-chat";

/** A fixed, safe sentence for an `error` event: never upstream text, never a stack. */
export function failureDetail(error: unknown): string {
  return error instanceof ModelProviderError ? error.message : "internal error";
}
