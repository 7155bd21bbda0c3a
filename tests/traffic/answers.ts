import { readEvents, type ReceivedEvent } from "../support/sse";

/** A 429 exactly as the spec says: `Retry-After` in whole seconds (1..60 for a one-minute window) and the body. */
export async function expectRateLimited(response: Response): Promise<void> {
  expect(response.status).toBe(429);
  expect(response.headers.get("retry-after")).toMatch(/^[1-9][0-9]*$/);
  expect(Number(response.headers.get("retry-after"))).toBeLessThanOrEqual(60);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  expect(await response.json()).toEqual({ detail: "rate limit exceeded" });
}

/** A run that streamed to its end: 200, event stream, one `done` last, no error. */
export async function expectCompleteRun(response: Response): Promise<ReceivedEvent[]> {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
  const events = await readEvents(response);
  expect(events.map((e) => e.event)).not.toContain("error");
  expect(events.filter((e) => e.event === "done")).toHaveLength(1);
  expect(events.at(-1)?.event).toBe("done");
  return events;
}

/** Splits answers into streamed runs and 429s, checking each; anything else fails the test. */
export async function sortAnswers(responses: Response[]): Promise<{ streamed: number; limited: number }> {
  let streamed = 0;
  let limited = 0;
  for (const response of responses) {
    if (response.status === 200) {
      await expectCompleteRun(response);
      streamed++;
    } else {
      await expectRateLimited(response);
      limited++;
    }
  }
  return { streamed, limited };
}
