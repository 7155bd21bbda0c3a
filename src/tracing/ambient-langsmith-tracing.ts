/**
 * The variables with which LangChain traces every run on its own, to LangSmith's environment-configured endpoint,
 * with no redaction. Tracing here is configured only through TRACER_*, so these must not take effect.
 */
export const AMBIENT_TRACING_VARIABLES = [
  "LANGSMITH_TRACING",
  "LANGSMITH_TRACING_V2",
  "LANGCHAIN_TRACING",
  "LANGCHAIN_TRACING_V2",
] as const;

/**
 * Removes the ambient tracing switches from `env` (call once at start-up, before any graph runs) and returns the
 * names it removed, so the caller can warn about them. The tracing module's own client ignores these anyway; this
 * stops LangChain from adding a second, unredacted tracer when tracing is off.
 */
export function ignoreAmbientLangSmithTracing(env: NodeJS.ProcessEnv): string[] {
  const removed = AMBIENT_TRACING_VARIABLES.filter((name) => env[name] !== undefined);
  for (const name of removed) delete env[name];
  return removed;
}
