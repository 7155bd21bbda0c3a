type OutputRuleId =
  "output_length" | "output_pii" | "output_prompt_leak" | "output_action_claim" | "output_freshness_claim" | "output_citation";

export interface OutputContext {
  /** GUARDRAILS_MAX_OUTPUT_CHARS */
  maxChars: number;
  /** System-prompt sentences and a canary token that must never appear in output. */
  secrets: string[];
  /** How many [n] book sources and [Wn] web sources were provided. */
  citations: { books: number; web: number };
}

/** One output check: a plain function returning true when the text violates it. */
export interface OutputCheck {
  id: OutputRuleId;
  check: (text: string, ctx: OutputContext) => boolean | Promise<boolean>;
}

export interface OutputDecision {
  rule: "none" | OutputRuleId;
  outcome: "passed" | "blocked";
}
