import { renderCitedText } from "./citations.js";
import { el } from "./dom.js";
import { References } from "./references.js";
import { errorTitle, explainRule } from "./rules.js";
import { describeRedactions, describeStatus } from "./status-text.js";
import { splitFooter } from "./usage.js";

/**
 * One exchange on screen: the user's message, then the assistant's card with its status timeline, notices,
 * the answer (streamed or whole), cited books and web sources, errors, and a footer with usage and feedback.
 * All model text goes through text nodes; nothing here parses HTML.
 */
export class TurnView {
  constructor(index, prompt) {
    this.references = new References(`turn-${index}`);
    this.rawAnswer = "";
    this.footerSeconds = null;
    this.timeline = el("ol", { class: "timeline", "aria-label": "Progress" });
    this.extras = el("div", { class: "extras" });
    this.answer = el("div", { class: "answer", hidden: true });
    this.after = el("div", { class: "extras" });
    this.footer = el("div", { class: "run-footer", hidden: true });
    this.card = el(
      "section",
      { class: "assistant", "aria-label": "Assistant reply", "aria-busy": "true" },
      this.timeline,
      this.extras,
      this.answer,
      this.after,
      this.footer,
    );
    this.root = el("li", { class: "turn", dataset: { turn: String(index) } }, el("p", { class: "user-message", text: prompt }), this.card);
  }

  addStatus(data) {
    const line = describeStatus(data);
    if (!line) return;
    this.timeline.append(
      el(
        "li",
        { dataset: { phase: data.phase, tone: line.tone, ...(data.outcome ? { outcome: data.outcome } : {}) } },
        el("span", { class: "step", text: line.step }),
        line.detail && el("span", { class: "detail", text: line.detail }),
      ),
    );
    if (data.phase === "input_guardrail" && data.outcome === "redacted") this.showRedaction(data.redactions);
  }

  showRedaction(redactions) {
    const count = (redactions?.email ?? 0) + (redactions?.phone ?? 0);
    const text = `For your privacy, ${describeRedactions(redactions)} ${count === 1 ? "was" : "were"} removed from your message before the assistant saw or stored it.`;
    this.extras.append(el("p", { class: "notice", role: "note", text }));
  }

  showAgentMessage(text) {
    this.extras.append(el("p", { class: "agent-message", text }));
  }

  appendToken(text) {
    this.rawAnswer += text;
    this.renderAnswer();
  }

  setAnswer(text) {
    this.rawAnswer = text;
    this.renderAnswer();
  }

  renderAnswer() {
    const { body, seconds } = splitFooter(this.rawAnswer);
    this.footerSeconds = seconds;
    this.answer.hidden = false;
    this.answer.setAttribute("aria-busy", "true");
    this.answer.replaceChildren(renderCitedText(body, this.references));
  }

  setContext(books) {
    if (!books?.length) return;
    this.after.append(el("h3", { class: "refs-heading", text: "Books" }), this.references.bookList(books));
    if (this.rawAnswer) this.renderAnswer();
  }

  setSources(items) {
    if (!items?.length) return;
    this.after.append(el("h3", { class: "refs-heading", text: "Web sources" }), this.references.sourceList(items));
    if (this.rawAnswer) this.renderAnswer();
  }

  /** A guardrail block or a failure, explained in plain language with its rule. */
  showError(data, { nothingSaved }) {
    const rule = data.rule;
    const lines = [el("h3", { text: errorTitle(rule) })];
    if (rule) lines.push(el("p", { text: explainRule(rule) }));
    if (!rule || rule === "internal") lines.push(el("p", { class: "rule", text: `Details: ${data.detail}` }));
    else lines.push(el("p", { class: "rule" }, "Rule: ", el("code", { text: rule })));
    if (nothingSaved) lines.push(el("p", { text: "Nothing from this request was saved." }));
    this.extras.append(el("div", { class: "blocked", role: "alert", dataset: { rule: rule ?? "" } }, lines));
  }

  /** The service refused the request before streaming (validation errors and the like). */
  showRejected(error) {
    const details = (error.body?.errors ?? []).map((item) => `${item.path || "request"}: ${item.message}`);
    this.extras.append(
      el(
        "div",
        { class: "blocked", role: "alert" },
        el("h3", { text: "The service did not accept this message" }),
        el("p", { text: [error.message, ...details].join(" — ") }),
      ),
    );
  }

  showProblem(title, text, { alert = true } = {}) {
    this.extras.append(el("div", { class: "blocked", role: alert && "alert" }, el("h3", { text: title }), el("p", { text })));
  }

  finish({ usageText, feedback }) {
    this.card.setAttribute("aria-busy", "false");
    this.answer.setAttribute("aria-busy", "false");
    if (!usageText && !feedback) return;
    this.footer.hidden = false;
    this.footer.append(el("p", { class: "usage", text: usageText }));
    if (feedback) this.footer.append(feedback);
  }
}
