import { MemorySaver } from "@langchain/langgraph";
import type { Checkpoint, CheckpointMetadata } from "@langchain/langgraph-checkpoint";
import type { RunnableConfig } from "@langchain/core/runnables";

export type ThreadSnapshot = MemorySaver["storage"][string] | undefined;

/**
 * MemorySaver keeps every checkpoint of a thread forever; a chat thread only ever resumes from its latest one.
 * Keeping just the latest bounds memory per thread to one copy of its (trimmed) state.
 */
export class LatestCheckpointSaver extends MemorySaver {
  override async put(config: RunnableConfig, checkpoint: Checkpoint, metadata: CheckpointMetadata): Promise<RunnableConfig> {
    const saved = await super.put(config, checkpoint, metadata);
    const threadId = saved.configurable?.thread_id as string;
    const namespace = (saved.configurable?.checkpoint_ns as string) ?? "";
    const checkpoints = this.storage[threadId]?.[namespace] ?? {};
    for (const id of Object.keys(checkpoints)) {
      if (id === checkpoint.id) continue;
      delete checkpoints[id];
      delete this.writes[JSON.stringify([threadId, namespace, id])];
    }
    return saved;
  }

  /** The thread's stored checkpoint, to put back when a run must leave no trace (blocked, failed, aborted). */
  snapshot(threadId: string): ThreadSnapshot {
    const namespaces = this.storage[threadId];
    return namespaces ? Object.fromEntries(Object.entries(namespaces).map(([ns, checkpoints]) => [ns, { ...checkpoints }])) : undefined;
  }

  /** LangGraph writes the exit checkpoint even when a run throws; this undoes it. */
  restore(threadId: string, snapshot: ThreadSnapshot): void {
    if (snapshot) this.storage[threadId] = snapshot;
    else delete this.storage[threadId];
  }

  hasThread(threadId: string): boolean {
    return threadId in this.storage;
  }
}
