import { createParser } from "eventsource-parser";
import { type z } from "zod";
import { streamEventSchemas, type StreamEventName } from "../../src/contract/events";

/** One received SSE event; `data` is whatever JSON arrived (read it through `dataOf` to get the contract's type). */
export interface ReceivedEvent {
  event: string;
  data: unknown;
}

type EventData<N extends StreamEventName> = z.infer<(typeof streamEventSchemas)[N]>;

/**
 * The data of the `index`-th `name` event, checked against the contract's schema and typed by it.
 * Returns the data as received (not the parsed copy), so `toEqual` still sees any field the schema would strip.
 */
export function dataOf<N extends StreamEventName>(events: ReceivedEvent[], name: N, index = 0): EventData<N> {
  const found = events.filter((event) => event.event === name)[index];
  if (!found) throw new Error(`no ${name} event #${index} in [${events.map((event) => event.event).join(", ")}]`);
  streamEventSchemas[name].parse(found.data);
  return found.data as EventData<N>;
}

/** The data of the `status` event with this phase, with its phase-specific fields. */
export function statusOf(events: ReceivedEvent[], phase: string): Record<string, unknown> & { phase: string } {
  const found = events.find((event) => event.event === "status" && phaseOf(event) === phase);
  if (!found) throw new Error(`no status:${phase} event in [${sequenceOf(events).join(", ")}]`);
  return found.data as Record<string, unknown> & { phase: string };
}

const phaseOf = (event: ReceivedEvent) => (event.data as { phase?: string } | null)?.phase;

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
      const event: ReceivedEvent = { event: message.event ?? "message", data: JSON.parse(message.data) as unknown };
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

export const names = (events: ReceivedEvent[]) => events.map((e) => (e.event === "status" ? `status:${phaseOf(e)}` : e.event));

export const withoutHeartbeats = (events: ReceivedEvent[]) => events.filter((event) => event.event !== "heartbeat");

/** The event names without heartbeats, as `status:<phase>` or the event name. */
export const sequenceOf = (events: ReceivedEvent[]) => names(withoutHeartbeats(events));
