/** A thread's latest checkpoint, serialised by the checkpointer's serde (type tag + bytes). */
export interface SerializedThread {
  type: string;
  bytes: Uint8Array;
}

/**
 * Where threads live between turns, keyed by the checkpointer's thread key `<user>/<thread>`. Only the latest
 * checkpoint of each thread is kept: a chat thread only ever resumes from it.
 */
export interface ThreadStore {
  load(threadKey: string): Promise<SerializedThread | undefined>;
  save(threadKey: string, userId: string, thread: SerializedThread): Promise<void>;
  /** True when the thread existed. */
  delete(threadKey: string): Promise<boolean>;
  /** Every thread of the user; returns how many there were. */
  deleteUser(userId: string): Promise<number>;
  /** Threads untouched for `days` go; returns how many. */
  purgeIdle(days: number): Promise<number>;
}
