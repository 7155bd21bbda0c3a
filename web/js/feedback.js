import { api } from "./api.js";
import { el } from "./dom.js";
import { isRefusal } from "./sign-in.js";

const MESSAGES = {
  401: "Sign in again to send feedback.",
  403: "Your access token does not allow sending feedback.",
  409: "Feedback is switched off on this service.",
  502: "The tracing service did not answer; please try again.",
};

/**
 * Thumbs up/down for one traced run (the `x-tracer-run-id` header); sent to POST /feedback as score 1 or 0.
 * The buttons stay focusable (aria-disabled, not disabled) so keyboard focus is not lost after a vote.
 * A 401 or 403 (jwt mode) also goes to `onRefused(error)`.
 */
export function feedbackControls(runId, onRefused) {
  const status = el("span", { class: "feedback-status", role: "status" });
  const buttons = [];
  let locked = false;
  const lock = (value) => {
    locked = value;
    buttons.forEach((button) => button.setAttribute("aria-disabled", String(value)));
  };
  const vote = async (score, chosen) => {
    if (locked) return;
    lock(true);
    buttons.forEach((button) => button.setAttribute("aria-pressed", String(button === chosen)));
    status.textContent = "Sending…";
    try {
      await api.feedback(runId, score);
      status.textContent = "Thanks for the feedback.";
    } catch (error) {
      status.textContent = MESSAGES[error.status] ?? "Feedback could not be sent; please try again.";
      chosen.setAttribute("aria-pressed", "false");
      lock(false);
      if (isRefusal(error)) onRefused?.(error);
    }
  };
  const button = (label, icon, score) => {
    const node = el(
      "button",
      { type: "button", "aria-label": label, "aria-pressed": "false", title: label },
      el("img", { src: icon, alt: "", width: "20", height: "20" }),
    );
    node.addEventListener("click", () => vote(score, node));
    buttons.push(node);
    return node;
  };
  return el(
    "div",
    { class: "feedback", role: "group", "aria-label": "Was this answer helpful?" },
    el("span", { text: "Helpful?" }),
    button("Helpful", "/icons/thumb-up.svg", 1),
    button("Not helpful", "/icons/thumb-down.svg", 0),
    status,
  );
}
