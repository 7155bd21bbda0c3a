import { api } from "./api.js";
import { el, byId } from "./dom.js";
import { plural } from "./plural.js";

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

/** "What I remember": the user's long-term memories, a summary, and forgetting them (after confirmation). */
export function setUpMemoryPanel({ getUserId, onForgotten }) {
  const panel = byId("memory-panel");
  const status = byId("memory-status");
  const list = byId("memory-list");
  const summary = byId("memory-summary");
  const dialog = byId("forget-dialog");

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
      status.textContent = `Could not load memories: ${error.message}.`;
    }
  }

  async function summarise() {
    try {
      const result = await api.memorySummary(getUserId());
      summary.textContent = result.summary;
      summary.hidden = false;
    } catch (error) {
      status.textContent = `Could not summarise: ${error.message}.`;
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
      status.textContent = `Could not forget: ${error.message}.`;
    }
  }

  byId("memory-refresh").addEventListener("click", () => refresh());
  byId("memory-summarise").addEventListener("click", summarise);
  byId("memory-forget").addEventListener("click", () => dialog.showModal());
  dialog.addEventListener("close", () => {
    if (dialog.returnValue === "confirm") forget();
    dialog.returnValue = "";
  });

  panel.hidden = false;
  return { refresh };
}
