import type { Embedder } from "../llm/embedder";
import type { RetrievalDeps } from "../nodes/retrieval/retrieval-deps";
import { createEmbedder, createWebSearch, openVectorIndex } from "../profiles/retrieval-parts";
import type { VectorIndex } from "../retrieval/vector-index";
import type { WebSearch } from "../retrieval/web-search";
import { lazyChatDeps, lazySharedParts } from "./lazy-shared-parts";

/** Retrieval graph dependencies for LangGraph Studio, built from the environment on first use. */
export function lazyRetrievalDeps(): RetrievalDeps {
  const shared = lazySharedParts();
  const cfg = () => shared().config;
  let embedder: Embedder | undefined;
  let webSearch: { value: WebSearch | undefined } | undefined;
  let index: Promise<VectorIndex> | undefined;
  const lazyIndex = () => (index ??= openVectorIndex(cfg()));
  const call = <K extends keyof VectorIndex>(name: K) =>
    (async (...args: unknown[]) => ((await lazyIndex())[name] as (...a: unknown[]) => unknown)(...args)) as VectorIndex[K];
  return {
    chat: lazyChatDeps(shared),
    embedder: { embed: (texts, signal) => (embedder ??= createEmbedder(cfg())).embed(texts, signal) },
    index: {
      backend: "local",
      namespace: "",
      upsert: call("upsert"),
      query: call("query"),
      queryRelated: call("queryRelated"),
      fetch: call("fetch"),
      listIds: call("listIds"),
      stats: call("stats"),
      deleteAll: call("deleteAll"),
      flush: call("flush"),
      ping: call("ping"),
      close: call("close"),
    },
    get webSearch() {
      return (webSearch ??= { value: createWebSearch(cfg()) }).value;
    },
  };
}
