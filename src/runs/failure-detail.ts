import { ModelProviderError } from "../llm/stream-chat";

/** A fixed, safe sentence for an `error` event: never upstream text, never a stack. */
export function failureDetail(error: unknown, fallback = "internal error"): string {
  return error instanceof ModelProviderError ? error.message : fallback;
}

/** Error class only, for logs: messages may quote upstream text. */
export function errorSummary(error: unknown): { type: string } {
  return { type: error instanceof Error ? error.constructor.name : typeof error };
}
