import { feedbackControls } from "./feedback.js";
import { RunRejected, streamRun } from "./run-stream.js";
import { isRefusal } from "./sign-in.js";
import { TurnView } from "./turn-view.js";
import { formatUsage } from "./usage.js";

/** How far the bottom of `element` sits below the top of the (sticky) message box, in pixels. */
function hiddenBelowComposer(element) {
  return element.getBoundingClientRect().bottom - document.getElementById("composer").getBoundingClientRect().top + 8;
}

/** Keeps the end of the streaming turn above the message box, unless the reader scrolled away to read. */
function followingTurn(element, update) {
  const following = hiddenBelowComposer(element) <= 24;
  update();
  const hidden = hiddenBelowComposer(element);
  if (following && hidden > 0) window.scrollBy({ top: hidden, behavior: "instant" });
}

/**
 * Runs one turn at a time against POST /agent/run and routes each event to the turn on screen.
 * `onSettled({ saved })` fires after every turn (saved: the service reported memory_saved).
 * `onRefused(error)` gets a 401 or 403 (jwt mode: no valid access token, or one that does not allow the call).
 */
export class Conversation {
  constructor({ transcript, info, identity, onBusy, onSettled, onRefused }) {
    this.transcript = transcript;
    this.info = info;
    this.identity = identity;
    this.onBusy = onBusy;
    this.onSettled = onSettled;
    this.onRefused = onRefused;
    this.turns = 0;
    this.running = null;
  }

  get busy() {
    return this.running !== null;
  }

  clear() {
    this.stop();
    this.transcript.replaceChildren();
  }

  stop() {
    this.running?.abort();
  }

  async send(prompt) {
    if (this.busy) return;
    const view = new TurnView(++this.turns, prompt);
    this.transcript.append(view.root);
    window.scrollBy({ top: Math.max(0, hiddenBelowComposer(view.root)), behavior: "instant" });
    const controller = new AbortController();
    this.running = controller;
    this.onBusy(true);
    const startedAt = performance.now();
    const run = { runId: null, usage: null, done: false, saved: false, refused: null };
    try {
      await streamRun(this.requestBody(prompt), {
        signal: controller.signal,
        onOpen: ({ runId }) => (run.runId = runId),
        onEvent: (name, data) => followingTurn(view.root, () => this.handle(view, run, name, data)),
      });
      if (!run.done) view.showProblem("Connection lost", "The answer stopped before it was finished. Please try again.");
    } catch (error) {
      if (controller.signal.aborted) view.showProblem("Stopped", "You stopped this answer. Nothing from it was saved.");
      else if (error instanceof RunRejected && isRefusal(error)) run.refused = this.showRefused(view, error);
      else if (error instanceof RunRejected) view.showRejected(error);
      else view.showProblem("Service unreachable", "The book assistant could not be reached. Check your connection and try again.");
    } finally {
      const seconds = view.footerSeconds ?? (performance.now() - startedAt) / 1000;
      const traced = run.runId && this.info.features.tracing;
      const feedback = traced && run.done ? feedbackControls(run.runId, this.onRefused) : null;
      followingTurn(view.root, () => view.finish({ usageText: run.done ? formatUsage(run.usage, seconds) : "", feedback }));
      this.running = null;
      this.onBusy(false);
      if (run.refused) this.onRefused?.(run.refused); // after onBusy, so focus ends on the token field
      this.onSettled({ saved: run.saved });
    }
  }

  /** The turn notes that nothing was sent; the sign-in area's alert explains why (so this one is not an alert). */
  showRefused(view, error) {
    if (error.status === 401) view.showProblem("Not sent", "Sign in, then send your message again.", { alert: false });
    else view.showProblem("Not allowed", "Your access token does not allow this request.", { alert: false });
    return error;
  }

  requestBody(prompt) {
    if (this.info.profile === "retrieval") return { prompt };
    return { prompt, thread_id: this.identity.threadId, user_id: this.identity.userId };
  }

  handle(view, run, name, data) {
    switch (name) {
      case "status":
        if (data.phase === "memory_saved") {
          run.saved = true;
          if (data.usage) run.usage = data.usage; // the guarded profile's `done` is {}: its usage rides here
        }
        view.addStatus(data);
        break;
      case "token":
        view.appendToken(String(data.text ?? ""));
        break;
      case "answer":
        view.setAnswer(String(data.text ?? ""));
        break;
      case "context":
        view.setContext(data.books);
        break;
      case "sources":
        view.setSources(data.items);
        break;
      case "agent_message":
        view.showAgentMessage(String(data.text ?? ""));
        break;
      case "error":
        view.showError(data, { nothingSaved: this.info.features.memory });
        break;
      case "done":
        run.done = true;
        if (typeof data?.totalTokens === "number") run.usage = data;
        break;
      default:
        break; // heartbeat and anything newer: nothing to show
    }
  }
}
