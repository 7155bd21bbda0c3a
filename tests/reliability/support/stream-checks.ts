import { names, type ReceivedEvent } from "../../support/sse";

export const withoutHeartbeats = (events: ReceivedEvent[]) => events.filter((event) => event.event !== "heartbeat");

/** Exactly one `done`, and it is the last event. */
export function endsWithOneDone(events: ReceivedEvent[]): boolean {
  return events.length > 0 && events.at(-1)!.event === "done" && events.filter((event) => event.event === "done").length === 1;
}

/** The event names without heartbeats, as `status:<phase>` or the event name. */
export const sequenceOf = (events: ReceivedEvent[]) => names(withoutHeartbeats(events));
