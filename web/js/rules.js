/** Plain-language explanations of the guardrail rule ids (docs: README "Guarded profile"). */
const EXPLANATIONS = {
  prompt_injection:
    "Your message looked like an attempt to change the assistant's instructions, so it was not sent to the model. Ask your question about books directly.",
  unsupported_action: "The assistant cannot run code, shell commands or other actions. It can only talk about books and reading.",
  topic_boundary: "This assistant only discusses books, authors, genres, publishing and reading. Try asking about a book instead.",
  output_length: "The answer came out longer than allowed, so it was withheld rather than cut short. Try asking for something shorter.",
  output_pii: "The answer contained personal contact details, so it was withheld.",
  output_prompt_leak: "The answer repeated the assistant's internal instructions, so it was withheld.",
  output_action_claim:
    "The answer claimed to have done something the assistant cannot do (run code, send mail, buy things), so it was withheld.",
  output_freshness_claim: "The answer claimed live or latest information the assistant does not have, so it was withheld.",
  output_citation: "The answer cited a source it was not given, so it was withheld.",
  internal: "Something went wrong on our side. Please try again in a moment.",
};

const GENERIC_INPUT = "Your request did not pass a safety check, so it was not sent to the model.";
const GENERIC_OUTPUT = "The answer did not pass a safety check, so it was withheld.";

export function explainRule(rule) {
  return EXPLANATIONS[rule] ?? (rule?.startsWith("output_") ? GENERIC_OUTPUT : GENERIC_INPUT);
}

/** The heading of an error card: input blocks, output blocks and failures read differently. */
export function errorTitle(rule) {
  if (!rule || rule === "internal") return "Something went wrong";
  return rule.startsWith("output_") ? "Answer withheld" : "Request blocked";
}
