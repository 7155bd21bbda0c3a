import { api } from "./api.js";
import { el, byId } from "./dom.js";
import { plural } from "./plural.js";
import { isRefusal } from "./sign-in.js";

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

function memoryItem(memory) {
  const when = memory.createdAt ? dateFormat.format(new Date(memory.createdAt)) : "";
  return el(
    "li",
    {},
    el("span", { class: "memory-text", text: memory.text }),
    el("span", { class: "meta", text: [memory.kind?.replaceAll("_", " "), when].filter(Boolean).join(" · ") }),
  );
}

const REFUSED = { 401: "Sign in to see what I remember.", 403: "Your access token does not allow this." };

/**
 * "What I remember": the user's long-term memories, a summary, and forgetting them (after confirmation).
 * A 401 or 403 (jwt mode) goes to `onRefused(error)` instead of showing the service's detail.
 */
export function setUpMemoryPanel({ getUserId, onForgotten, onRefused }) {
  const panel = byId("memory-panel");
  const status = byId("memory-status");
  const list = byId("memory-list");
  const summary = byId("memory-summary");
  const dialog = byId("forget-dialog");

  function fail(action, error) {
    status.textContent = isRefusal(error) ? REFUSED[error.status] : `Could not ${action}: ${error.message}.`;
    if (isRefusal(error)) onRefused?.(error);
  }

  async function refresh(message) {
    summary.hidden = true;
    try {
      const { memories, limit } = await api.memories(getUserId());
      list.replaceChildren(...memories.map(memoryItem));
      status.textContent =
        message ??
        (memories.length
          ? `${plural(memories.length, "memory", "memories")} (newest first, up to ${limit} shown).`
          : "Nothing remembered about you yet.");
    } catch (error) {
      fail("load memories", error);
    }
  }

  async function summarise() {
    try {
      const result = await api.memorySummary(getUserId());
      summary.textContent = result.summary;
      summary.hidden = false;
    } catch (error) {
      fail("summarise", error);
    }
  }

  async function forget() {
    try {
      const result = await api.forget(getUserId());
      onForgotten();
      await refresh(
        `Forgot ${plural(result.deleted, "memory", "memories")} and ${plural(result.threadsDeleted ?? 0, "conversation thread")}.`,
      );
    } catch (error) {
      fail("forget", error);
    }
  }

  byId("memory-refresh").addEventListener("click", () => refresh());
  byId("memory-summarise").addEventListener("click", summarise);
  byId("memory-forget").addEventListener("click", () => dialog.showModal());
  dialog.addEventListener("close", () => {
    if (dialog.returnValue === "confirm") forget();
    dialog.returnValue = "";
  });

  /** Shows the panel (again) with the current user's memories. */
  function show() {
    panel.hidden = false;
    return refresh();
  }

  /** Signed out (jwt mode): nobody to remember, so the panel and its contents go. */
  function hide() {
    panel.hidden = true;
    list.replaceChildren();
    summary.hidden = true;
    status.textContent = "";
  }

  return { refresh, show, hide };
}
