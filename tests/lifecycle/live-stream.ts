import { createParser } from "eventsource-parser";
import type { ReceivedEvent } from "../support/sse";

/** An SSE response read in the background, so a test can act in the middle of a stream and still read all of it. */
export interface LiveStream {
  /** Every event so far, each with the time it arrived. */
  events: Array<ReceivedEvent & { at: number }>;
  /** The first event `matches` accepts (already received or still to come); rejects if the stream ends first. */
  until(matches: (event: ReceivedEvent) => boolean): Promise<ReceivedEvent>;
  /** Resolves when the server ends the response. */
  ended: Promise<{ at: number }>;
}

export function followEvents(response: Response): LiveStream {
  const events: LiveStream["events"] = [];
  const waiters: Array<{ matches: (event: ReceivedEvent) => boolean; resolve: (event: ReceivedEvent) => void }> = [];
  const parser = createParser({
    onEvent: (message) => {
      const event = { event: message.event ?? "message", data: JSON.parse(message.data) as unknown, at: Date.now() };
      events.push(event);
      for (const waiter of waiters.filter((w) => w.matches(event))) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(event);
      }
    },
  });
  const ended = (async () => {
    const decoder = new TextDecoder();
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) parser.feed(decoder.decode(chunk, { stream: true }));
    return { at: Date.now() };
  })();
  return {
    events,
    until(matches) {
      const seen = events.find(matches);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        waiters.push({ matches, resolve });
        void ended.then(
          () => reject(new Error(`stream ended without the awaited event: [${events.map((e) => e.event).join(", ")}]`)),
          reject,
        );
      });
    },
    ended,
  };
}
