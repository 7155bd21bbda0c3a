import { createParser } from "eventsource-parser";

export interface ReceivedEvent {
  event: string;
  data: any;
}

/** Reads a whole SSE response into events (with a well-kept parser, not by hand). */
export async function readEvents(response: Response): Promise<ReceivedEvent[]> {
  const received: ReceivedEvent[] = [];
  const parser = createParser({
    onEvent: (message) => received.push({ event: message.event ?? "message", data: JSON.parse(message.data) }),
  });
  const decoder = new TextDecoder();
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) parser.feed(decoder.decode(chunk, { stream: true }));
  return received;
}

/** Reads events until `stop` says so, then cancels the response (a client going away). */
export async function readUntil(response: Response, stop: (event: ReceivedEvent) => boolean): Promise<ReceivedEvent[]> {
  const received: ReceivedEvent[] = [];
  let stopped = false;
  const parser = createParser({
    onEvent: (message) => {
      if (stopped) return;
      const event = { event: message.event ?? "message", data: JSON.parse(message.data) };
      received.push(event);
      stopped = stop(event);
    },
  });
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  while (!stopped) {
    const { value, done } = await reader.read();
    if (done) break;
    parser.feed(decoder.decode(value, { stream: true }));
  }
  await reader.cancel();
  return received;
}

export const names = (events: ReceivedEvent[]) => events.map((e) => (e.event === "status" ? `status:${e.data.phase}` : e.event));

export const withoutHeartbeats = (events: ReceivedEvent[]) => events.filter((event) => event.event !== "heartbeat");

/** The event names without heartbeats, as `status:<phase>` or the event name. */
export const sequenceOf = (events: ReceivedEvent[]) => names(withoutHeartbeats(events));
