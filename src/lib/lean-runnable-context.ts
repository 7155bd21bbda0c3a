import { AsyncLocalStorageProviderSingleton } from "@langchain/core/singletons";

/** @langchain/core's keys (Symbol.for, so shared with it): the child config slot and the context variables slot. */
const LC_CHILD_KEY = Symbol.for("lc:child_config");
const CONTEXT_VARIABLES_KEY = Symbol.for("lc:context_variables");

type RunWithConfig = (config: unknown, callback: () => unknown, avoidCreatingRootRunTree?: boolean) => unknown;
interface Provider {
  runWithConfig: RunWithConfig;
  getInstance(): { getStore(): Record<symbol, unknown> | undefined; run(store: unknown, callback: () => unknown): unknown };
}

/**
 * Stops @langchain/core from building a disabled langsmith `RunTree` (and a callback manager) for every graph step
 * of a run that nothing traces: LangGraph calls `runWithConfig` for each node, channel write and branch, and with
 * no LangChain tracer attached the RunTree only carries the config to the step (a UUID v7 from the random pool and
 * about a quarter of LangGraph's CPU per step). The fast path stores the config in the same slot, and when no context
 * is stored at all (the service's case: it passes each node its config, and its model calls clear the ambient config
 * anyway) it stores nothing, so the async context is never entered and Node's promise hooks, which would otherwise
 * run for every promise of the process, stay off. Anything carrying a LangChain tracer takes the original path
 * unchanged. Our own traces do not use LangChain callbacks.
 *
 * Call once, after `ignoreAmbientLangSmithTracing` (with LANGSMITH_TRACING set, core would add a tracer of its own).
 * Checked against @langchain/core 1.2.x by tests/unit/lean-runnable-context.test.ts; the service does not call it
 * from LangGraph Studio, which traces through callbacks.
 */
export function useLeanRunnableContext(): void {
  const provider = AsyncLocalStorageProviderSingleton as unknown as Provider & { leanContext?: true };
  if (provider.leanContext) return;
  const original = provider.runWithConfig.bind(provider);
  provider.runWithConfig = (config, callback, avoidCreatingRootRunTree) => {
    if (carriesLangChainTracer(config)) return original(config, callback, avoidCreatingRootRunTree);
    const storage = provider.getInstance();
    const current = storage.getStore();
    // Nothing ambient to carry (the service passes every node its config): entering the storage would only switch on
    // Node's promise hooks for the whole process.
    if (current === undefined) return callback();
    const contextVariables = current[CONTEXT_VARIABLES_KEY];
    const store: Record<PropertyKey, unknown> | undefined = avoidCreatingRootRunTree ? undefined : { extra: { [LC_CHILD_KEY]: config } };
    if (contextVariables === undefined) return storage.run(store, callback);
    return storage.run({ ...store, [CONTEXT_VARIABLES_KEY]: contextVariables }, callback);
  };
  provider.leanContext = true;
}

interface Handler {
  name?: string;
}

/** Callbacks given as a list of handlers or as a manager (with `handlers`), possibly with inheritable ones. */
function carriesLangChainTracer(config: unknown): boolean {
  const callbacks = (config as { callbacks?: unknown } | undefined)?.callbacks;
  if (callbacks === undefined || callbacks === null) return false;
  const handlers: Handler[] = Array.isArray(callbacks)
    ? (callbacks as Handler[])
    : [
        ...((callbacks as { handlers?: Handler[] }).handlers ?? []),
        ...((callbacks as { inheritableHandlers?: Handler[] }).inheritableHandlers ?? []),
      ];
  return handlers.some((handler) => handler?.name === "langchain_tracer");
}

/**
 * Runs `call` with no ambient LangChain config (LangGraph's node config, thread key included, would otherwise be merged
 * into a model call's options and recorded by a tracer). Without a stored config there is nothing to clear, and the
 * storage is not entered.
 */
export function outsideAmbientConfig<T>(call: () => T): T {
  const storage = AsyncLocalStorageProviderSingleton.getInstance();
  return storage.getStore() === undefined ? call() : storage.run(undefined, call);
}
