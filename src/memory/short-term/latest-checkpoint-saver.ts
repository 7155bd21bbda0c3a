import type { RunnableConfig } from "@langchain/core/runnables";
import {
  BaseCheckpointSaver,
  copyCheckpoint,
  type Checkpoint,
  type CheckpointListOptions,
  type CheckpointMetadata,
  type CheckpointTuple,
  type PendingWrite,
} from "@langchain/langgraph-checkpoint";
import type { SerializedThread } from "./thread-store";

interface Stored {
  checkpoint: Checkpoint;
  metadata: CheckpointMetadata;
  parentId?: string;
}

/**
 * The working copy of the threads whose turn is running: the latest checkpoint of each, nothing else. A chat thread
 * only ever resumes from its latest checkpoint, and the graphs run with `durability: "exit"` and no interrupts, so
 * neither history nor pending writes are needed. Checkpoints are kept as (shallow-copied) objects during the turn and
 * serialised once, to and from the thread store, at its ends; node updates are always new values, never mutations of
 * state, so sharing them is safe. In LangGraph Studio (no thread store) it is a plain in-process checkpointer.
 */
export class LatestCheckpointSaver extends BaseCheckpointSaver {
  /** thread id → namespace → latest checkpoint */
  private readonly threads = new Map<string, Map<string, Stored>>();

  getTuple(config: RunnableConfig): Promise<CheckpointTuple | undefined> {
    const { threadId, namespace, checkpointId } = keys(config);
    const stored = this.threads.get(threadId)?.get(namespace);
    if (!stored || (checkpointId !== undefined && checkpointId !== stored.checkpoint.id)) return Promise.resolve(undefined);
    return Promise.resolve(this.toTuple(threadId, namespace, stored));
  }

  async *list(config: RunnableConfig, options?: CheckpointListOptions): AsyncGenerator<CheckpointTuple> {
    const threadIds = config.configurable?.thread_id !== undefined ? [String(config.configurable.thread_id)] : [...this.threads.keys()];
    for (const threadId of threadIds) {
      for (const [namespace, stored] of this.threads.get(threadId) ?? []) {
        if (options?.limit === 0) return;
        yield await Promise.resolve(this.toTuple(threadId, namespace, stored));
      }
    }
  }

  put(config: RunnableConfig, checkpoint: Checkpoint, metadata: CheckpointMetadata): Promise<RunnableConfig> {
    const { threadId, namespace, checkpointId } = keys(config);
    let namespaces = this.threads.get(threadId);
    if (!namespaces) this.threads.set(threadId, (namespaces = new Map<string, Stored>()));
    namespaces.set(namespace, { checkpoint: copyCheckpoint(checkpoint), metadata, parentId: checkpointId });
    return Promise.resolve({ configurable: { thread_id: threadId, checkpoint_ns: namespace, checkpoint_id: checkpoint.id } });
  }

  /** Pending writes only matter for resuming an interrupted run, which never happens here. */
  putWrites(_config: RunnableConfig, _writes: PendingWrite[], _taskId: string): Promise<void> {
    return Promise.resolve();
  }

  deleteThread(threadId: string): Promise<void> {
    this.threads.delete(threadId);
    return Promise.resolve();
  }

  /** The thread's latest checkpoints, serialised with this saver's serde (undefined when it has none). */
  async exportThread(threadId: string): Promise<SerializedThread | undefined> {
    const namespaces = this.threads.get(threadId);
    if (!namespaces) return undefined;
    const [type, bytes] = await this.serde.dumpsTyped([...namespaces]);
    return { type, bytes };
  }

  /** Makes a serialised thread (or none) the thread's working copy for the next run. */
  async importThread(threadId: string, thread: SerializedThread | undefined): Promise<void> {
    if (!thread) {
      this.threads.delete(threadId);
      return;
    }
    const entries = (await this.serde.loadsTyped(thread.type, thread.bytes)) as Array<[string, Stored]>;
    this.threads.set(threadId, new Map(entries));
  }

  /** Drops the working copy once the turn is over: between turns a thread lives in its store only. */
  evict(threadId: string): void {
    this.threads.delete(threadId);
  }

  private toTuple(threadId: string, namespace: string, stored: Stored): CheckpointTuple {
    return {
      config: { configurable: { thread_id: threadId, checkpoint_ns: namespace, checkpoint_id: stored.checkpoint.id } },
      checkpoint: copyCheckpoint(stored.checkpoint),
      metadata: stored.metadata,
      parentConfig: stored.parentId
        ? { configurable: { thread_id: threadId, checkpoint_ns: namespace, checkpoint_id: stored.parentId } }
        : undefined,
      pendingWrites: [],
    };
  }
}

function keys(config: RunnableConfig): { threadId: string; namespace: string; checkpointId?: string } {
  const threadId: unknown = config.configurable?.thread_id;
  if (typeof threadId !== "string" || threadId === "") throw new Error("a checkpointer needs configurable.thread_id");
  return {
    threadId,
    namespace: (config.configurable?.checkpoint_ns as string | undefined) ?? "",
    checkpointId: config.configurable?.checkpoint_id as string | undefined,
  };
}
