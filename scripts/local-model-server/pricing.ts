/** The models the local server advertises and the (made-up) prices it publishes for them, in USD per million tokens. */
export const LOCAL_PRICING = {
  chatModel: "gpt-4o-mini",
  embeddingModel: "text-embedding-3-small",
  inputPerMillion: 2.5,
  outputPerMillion: 10,
  embeddingPerMillion: 0.02,
} as const;
