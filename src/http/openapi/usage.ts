import { z } from "zod";

const count = z.int().min(0);

/** The usage payload: the `done` data of the memory and retrieval profiles, and `status{phase:"done"}.usage`. */
export const usageSchema = z
  .object({
    embeddingTokens: count,
    inputTokens: count,
    outputTokens: count,
    totalTokens: count.describe("embeddingTokens + inputTokens + outputTokens"),
    costUsd: z.number().min(0),
    elapsedSeconds: z.number().min(0).optional().describe("present with web search (retrieval profile)"),
  })
  .describe("Token counts from the provider; cost from its catalog, else the LLMHOST_*_PRICE_PER_MILLION_TOKENS variables, else 0.");
