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
  return { step: "Memory loaded", detail: parts.join(", "), tone: data.degraded ? "warn" : "ok" };
}

function memorySaved(data) {
  if (data.ok === false) return { step: "Not saved", detail: "this turn could not be saved", tone: "warn" };
  const parts = [];
  if (typeof data.messages === "number") parts.push(`${plural(data.messages, "message")} in this thread`);
  if (typeof data.longTermMemoriesSaved === "number") parts.push(`${plural(data.longTermMemoriesSaved, "new memory", "new memories")}`);
  return { step: "Saved", detail: parts.join(", "), tone: "ok" };
}

/** One line of the status timeline for a `status` event, or null for phases not worth a line. */
export function describeStatus(data) {
  switch (data.phase) {
    case "input_guardrail":
      return guardrail("Input check", data);
    case "output_guardrail":
      return guardrail("Answer check", data);
    case "memory_loaded":
      return memoryLoaded(data);
    case "routed":
      return { step: "Route", detail: `${data.route}${NEEDS[data.contextNeed] ? ` · ${NEEDS[data.contextNeed]}` : ""}`, tone: "neutral" };
    case "writing":
      return { step: "Writing", detail: "the model is writing the answer", tone: "neutral" };
    case "memory_saved":
      return memorySaved(data);
    case "done":
      return { step: "Finished", detail: "", tone: "ok" };
    default:
      return { step: humanize(data.phase), detail: typeof data.message === "string" ? data.message : "", tone: "neutral" };
  }
}

const humanize = (phase) =>
  String(phase)
    .replaceAll("_", " ")
    .replace(/^./, (first) => first.toUpperCase());

/** The PII notice text, e.g. "1 email address and 1 phone number". */
export function describeRedactions(redactions = {}) {
  const parts = [];
  if (redactions.email) parts.push(plural(redactions.email, "email address", "email addresses"));
  if (redactions.phone) parts.push(plural(redactions.phone, "phone number"));
  return parts.join(" and ") || "personal details";
}
