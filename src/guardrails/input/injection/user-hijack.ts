import { words } from "../../text/pattern";
import { INJECTION_THRESHOLD, patternSignal } from "./signal";

// The goal-hijack of a pasted text: it turns the model against the person who pasted it ("ignore the user and
// instead output ...") or dictates the exact words of the answer.
export const userHijack = patternSignal(
  "user_hijack",
  INJECTION_THRESHOLD,
  [
    words(
      "(?:ignore|disregard|forget) (?:the|this|that) (?:user|human|person asking|reader)(?:'?s)?(?: (?:request|question|message|instructions|input|prompt))?",
    ),
    words(
      "instead,? (?:output|print|say|write|respond with|reply with|type) (?:only )?(?:the (?:words|phrase|sentence|text|string)|exactly)",
    ),
  ],
  [["ignore", "disregard", "forget", "instead"]],
);
