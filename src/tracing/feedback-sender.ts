import { awaitAllCallbacks } from "@langchain/core/callbacks/promises";
import type { Client } from "langsmith";
import { TracerUnavailableError } from "./errors";
import type { FeedbackInput, Redactor } from "./types";
import { withTimeout } from "./with-timeout";

export const FEEDBACK_TIMEOUT_MS = 5_000;

/**
 * Sends feedback in the object form with the project's id as `sessionId` (looked up once by name, then cached;
 * a failed lookup is retried next time). The whole exchange is bounded by `timeoutMs`; the comment is redacted.
 */
export function createFeedbackSender(
  client: Client,
  projectName: string,
  redact: Redactor,
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
        await awaitAllCallbacks(); // tracer callbacks hand runs to the client in the background
        await client.awaitPendingTraceBatches();
        return lookUpProjectId();
      });
      await client.createFeedback({
        runId,
        sessionId,
        key,
        score,
        comment: comment === undefined ? undefined : redact(comment),
      });
    };
    try {
      await withTimeout(send(), timeoutMs, () => new TracerUnavailableError(`tracer did not accept feedback within ${timeoutMs} ms`));
    } catch (error) {
      if (error instanceof TracerUnavailableError) throw error;
      throw new TracerUnavailableError("tracer rejected feedback", { cause: error });
    }
  };
}
