export { startLocalModelServer } from "./server";
export { LOCAL_PRICING } from "./pricing";
export { hashEmbedding } from "./hash-embedding";
export type { LocalModelServer, LocalModelServerOptions, ScriptedReply } from "./types";
