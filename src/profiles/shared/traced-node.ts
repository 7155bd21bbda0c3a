import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import type { Span } from "../../tracing/run-trace";
import { runContext } from "./run-context";

type Node<State, Update> = (state: State, config: LangGraphRunnableConfig, span?: Span) => Promise<Update> | Update;

interface SpanFields<State, Update> {
  /** What a reader of the trace needs from the state (never the whole state). */
  inputs?: (state: State) => Record<string, unknown>;
  /** What the span records of the node's update (default: the update). */
  outputs?: (update: Update) => Record<string, unknown>;
}

/**
 * A graph node recorded as one span of its run's trace. The node receives its span to hang model calls under it or
 * note a decision. Untraced runs (and Studio) call the node as it is.
 */
export function traced<State, Update extends object>(
  name: string,
  node: Node<State, Update>,
  fields: SpanFields<State, Update> = {},
): (state: State, config: LangGraphRunnableConfig) => Promise<Update> {
  return async (state, config) => {
    const trace = runContext(config).trace;
    if (!trace) return node(state, config);
    const span = trace.root.child(name, "chain", fields.inputs?.(state) ?? {});
    try {
      const update = await node(state, config, span);
      span.end(fields.outputs ? fields.outputs(update) : (update as Record<string, unknown>));
      return update;
    } catch (error) {
      span.fail(error);
      throw error;
    }
  };
}
