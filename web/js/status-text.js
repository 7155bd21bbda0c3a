import { plural } from "./plural.js";

const OUTCOME_TONE = { passed: "ok", redacted: "warn", blocked: "danger", skipped: "neutral" };
const NEEDS = {
  curated_recommendation: "a curated recommendation",
  comparison: "a comparison",
  explanation: "an explanation",
  personal_context: "your remembered preferences",
  quick_fact: "a quick fact",
  conversation: "conversation",
};

function guardrail(stage, { rule, outcome }) {
  return { step: stage, detail: `${outcome} · rule ${rule}`, tone: OUTCOME_TONE[outcome] ?? "neutral" };
}

function memoryLoaded(data) {
  const parts = [
    `${plural(data.messages ?? 0, "message")} in this thread`,
    plural(data.longTermMemories ?? 0, "long-term memory", "long-term memories"),
  ];
  if (data.degraded) parts.push("long-term memory unavailable");
  return { step: PHASE_LABELS.memory_loaded, detail: parts.join(", "), tone: data.degraded ? "warn" : "ok" };
}

function memorySaved(data) {
  if (data.ok === false) return { step: "Not saved", detail: "this turn could not be saved", tone: "warn" };
  const parts = [];
  if (typeof data.messages === "number") parts.push(`${plural(data.messages, "message")} in this thread`);
  if (typeof data.longTermMemoriesSaved === "number") parts.push(`${plural(data.longTermMemoriesSaved, "new memory", "new memories")}`);
  return { step: PHASE_LABELS.memory_saved, detail: parts.join(", "), tone: "ok" };
}

/** The timeline label of every status phase of the contract (tests/contract checks this list against it). */
const PHASE_LABELS = {
  input_guardrail: "Input check",
  output_guardrail: "Answer check",
  memory_loaded: "Memory loaded",
  routed: "Route",
  writing: "Writing",
  memory_saved: "Saved",
  embedding: "Embedding",
  knowledge: "Catalog search",
  searching: "Web search",
  synthesizing: "Choosing books",
  sending_to_llmhost: "Asking the model",
  done: "Finished",
};

/** One line of the status timeline for a `status` event. */
export function describeStatus(data) {
  switch (data.phase) {
    case "input_guardrail":
    case "output_guardrail":
      return guardrail(PHASE_LABELS[data.phase], data);
    case "memory_loaded":
      return memoryLoaded(data);
    case "routed":
      return {
        step: PHASE_LABELS.routed,
        detail: `${data.route}${NEEDS[data.contextNeed] ? ` · ${NEEDS[data.contextNeed]}` : ""}`,
        tone: "neutral",
      };
    case "writing":
      return { step: PHASE_LABELS.writing, detail: "the model is writing the answer", tone: "neutral" };
    case "memory_saved":
      return memorySaved(data);
    case "done":
      return { step: PHASE_LABELS.done, detail: "", tone: "ok" };
    default:
      return {
        step: PHASE_LABELS[data.phase] ?? String(data.phase),
        detail: typeof data.message === "string" ? data.message : "",
        tone: "neutral",
      };
  }
}

/** The PII notice text, e.g. "1 email address and 1 phone number". */
export function describeRedactions(redactions = {}) {
  const parts = [];
  if (redactions.email) parts.push(plural(redactions.email, "email address", "email addresses"));
  if (redactions.phone) parts.push(plural(redactions.phone, "phone number"));
  return parts.join(" and ") || "personal details";
}
