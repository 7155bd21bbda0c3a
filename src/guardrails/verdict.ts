export type Outcome = "passed" | "redacted" | "blocked";

export interface Verdict {
  rule: string;
  outcome: Outcome;
}
