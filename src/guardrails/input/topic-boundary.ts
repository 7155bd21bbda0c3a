import type { NormalisedText } from "../normalize";
import type { Verdict } from "../verdict";
import { assessTopic } from "./topic/classify";
import type { InputContext } from "./types";

/** Blocks requests that are not about books, reading or publishing; short follow-ups lean on the previous turn. */
export function checkTopicBoundary(text: NormalisedText, ctx: InputContext): Verdict {
  return { rule: "topic_boundary", outcome: assessTopic(text, ctx.previousTurnOnTopic).onTopic ? "passed" : "blocked" };
}
