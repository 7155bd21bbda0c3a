import type { Client } from "langsmith";
import { withTimeout } from "../lib/with-timeout";
import type { Redactor, TracingLogger } from "./langsmith-client";

export interface FeedbackInput {
  runId: string;
  key: string;
  score: number;
  comment?: string;
}

/** The tracer failed, refused, or did not answer in time. */
export class TracerUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "TracerUnavailableError";
  }
}

/** Feedback was sent while tracing is off (callers should check `tracing.enabled` first). */
export class TracingDisabledError extends Error {
  constructor() {
    super("tracing is disabled");
    this.name = "TracingDisabledError";
  }
}

const FEEDBACK_TIMEOUT_MS = 5_000;

/**
 * Sends feedback in the object form with the project's id as `sessionId` (looked up once by name, then cached;
 * a failed lookup is retried next time). The whole exchange is bounded by `timeoutMs`; the comment is redacted.
 */
export function createFeedbackSender(
  client: Client,
  projectName: string,
  redact: Redactor,
  /** Sends the traces not yet sent: the first batch creates the project. */
  sendPendingTraces: () => Promise<void>,
  timeoutMs = FEEDBACK_TIMEOUT_MS,
): (input: FeedbackInput) => Promise<void> {
  let projectId: Promise<string> | undefined;
  const lookUpProjectId = (): Promise<string> => {
    projectId ??= client.readProject({ projectName }).then(
      (project) => project.id,
      (error: unknown) => {
        projectId = undefined;
        throw error;
      },
    );
    return projectId;
  };

  return async ({ runId, key, score, comment }) => {
    const send = async () => {
      // The project appears at the tracer with the first trace batch; feedback can come sooner than that.
      const sessionId = await lookUpProjectId().catch(async () => {
        await sendPendingTraces();
        return lookUpProjectId();
      });
      await client.createFeedback({ runId, sessionId, key, score, comment: comment === undefined ? undefined : redact(comment) });
    };
    try {
      await withTimeout(send(), timeoutMs, () => new TracerUnavailableError(`tracer did not accept feedback within ${timeoutMs} ms`));
    } catch (error) {
      if (error instanceof TracerUnavailableError) throw error;
      throw new TracerUnavailableError("tracer rejected feedback", { cause: error });
    }
  };
}

/**
 * Waits for the client's queued batches to be sent, for at most `timeoutMs` (unbounded, a flush against an
 * unreachable tracer took over a minute). Never throws.
 */
export async function flushTraces(client: Client, timeoutMs: number, logger?: TracingLogger): Promise<void> {
  try {
    await withTimeout(client.awaitPendingTraceBatches(), timeoutMs, () => new Error(`trace flush did not finish within ${timeoutMs} ms`));
  } catch (error) {
    logger?.warn({ err: error instanceof Error ? error.message : String(error) }, "tracer flush incomplete");
  }
}
