import { awaitAllCallbacks } from "@langchain/core/callbacks/promises";
import type { Client } from "langsmith";
import type { TracingLogger } from "./types";
import { withTimeout } from "./with-timeout";

/**
 * Hands queued tracer callbacks to the client and waits for its batches to be sent, for at most `timeoutMs`
 * (unbounded, a flush against an unreachable tracer took over a minute). Never throws.
 */
export async function flushTraces(client: Client, timeoutMs: number, logger?: TracingLogger): Promise<void> {
  const sendAll = async () => {
    await awaitAllCallbacks(); // tracer callbacks run in the background; they enqueue runs on the client
    await client.awaitPendingTraceBatches();
  };
  try {
    await withTimeout(sendAll(), timeoutMs, () => new Error(`trace flush did not finish within ${timeoutMs} ms`));
  } catch (error) {
    logger?.warn({ err: error instanceof Error ? error.message : String(error) }, "tracer flush incomplete");
  }
}
