export { startLocalModelServer } from "./server";
export { LOCAL_PRICING } from "./pricing";
export { hashEmbedding, DEFAULT_EMBEDDING_DIMENSIONS } from "./hash-embedding";
export type { LocalModelServer, LocalModelServerOptions, PricingShape, RecordedRequest, ScriptedReply } from "./types";
