/** Which part of the stack a profiled function belongs to, for the overhead breakdown. */
const RULES: Array<[RegExp, string]> = [
  [/@langchain\/langgraph-checkpoint/, "LangGraph checkpointing"],
  [/@langchain\/langgraph\//, "LangGraph Pregel loop and channels"],
  [/@langchain\/core\/dist\/(callbacks|tracers|singletons)/, "LangChain callbacks and tracing bookkeeping"],
  [/@langchain\/core\//, "LangChain core (runnables, messages, config)"],
  [/@langchain\/openai\//, "ChatOpenAI adapter"],
  [/node_modules\/openai\//, "openai SDK (request, SSE parsing)"],
  [/node_modules\/langsmith\//, "langsmith client"],
  [
    /node_modules\/(express|router|body-parser|raw-body|cors|finalhandler|send|serve-static|type-is|content-type|mime-types|on-finished|qs|iconv-lite|accepts|negotiator|path-to-regexp|statuses|http-errors|depd|debug|vary)\//,
    "Express and body parsing",
  ],
  [/node_modules\/zod\//, "zod validation"],
  [/node_modules\/(pino|sonic-boom|fast-redact|thread-stream)/, "logging (pino)"],
  [/node_modules\/prom-client\//, "metrics (prom-client)"],
  [/node_modules\/(uuid)\//, "uuid"],
  [/\/src\/guardrails\//, "guardrails"],
  [/\/src\/http\/sse\.ts/, "SSE writer"],
  [/\/(src|graphs)\//, "service code (runner, nodes, memory)"],
  [/node:internal\/deps\/undici|node_modules\/undici/, "undici (fetch)"],
  [/^node:/, "Node core (http, net, streams, timers)"],
  [/node_modules\/(tsx|esbuild|get-tsconfig)/, "tsx loader"],
];

export function costCategory(url: string, functionName: string): string {
  if (functionName === "(idle)") return "idle";
  if (functionName === "(garbage collector)") return "garbage collection";
  if (functionName === "(program)") return "V8 native (program)";
  for (const [pattern, category] of RULES) if (pattern.test(url)) return category;
  if (url === "") return "V8 builtins";
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  return pkg ? `other: ${pkg}` : "other";
}
