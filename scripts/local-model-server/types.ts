/** One scripted answer to one chat completion request. */
export interface ScriptedReply {
  /** Full reply text, streamed as chunks of about one word (with its trailing space)... */
  text?: string;
  /** ...or explicit chunks. */
  chunks?: string[];
  /** Answer this HTTP status with an OpenAI-style JSON error instead. */
  status?: number;
  /** Wait before sending response headers. */
  delayMs?: number;
  /** Wait between chunks. */
  chunkDelayMs?: number;
  /** Destroy the socket after this many content chunks (mid-stream drop). */
  dropAfterChunks?: number;
  /** Send a non-JSON `data:` line after this many content chunks, then end the response. */
  malformedAfterChunks?: number;
  /** Reported usage; `null` sends no usage at all. Defaults to an estimate (see `usage.ts`). */
  usage?: { prompt_tokens: number; completion_tokens: number } | null;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  receivedAt: number;
  /** Set when the client closed the connection before the response finished. */
  closedEarlyAt?: number;
}

export type PricingShape = "per_token" | "per_million" | "none" | "error";

export interface LocalModelServerOptions {
  port?: number;
  host?: string;
  /** When set, every /v1 request must carry `Authorization: Bearer <apiKey>`. */
  apiKey?: string;
  mode?: "scripted" | "demo";
  pricing?: PricingShape;
  defaultReply?: ScriptedReply;
  embeddingDimensions?: number;
}

export interface LocalModelServer {
  /** Base URL ending in /v1. */
  url: string;
  requests: RecordedRequest[];
  enqueue(...replies: ScriptedReply[]): void;
  setPricing(pricing: LocalModelServerOptions["pricing"]): void;
  /** Empties the script queue and the recorded requests, and restores the starting pricing. */
  reset(): void;
  close(): Promise<void>;
}
