import { defaultOutputChecks } from "./default-checks";
import type { OutputCheck, OutputContext, OutputDecision } from "./types";

/**
 * Runs the checks in order; the first violation blocks. Fail-closed: a check that throws or rejects blocks with
 * its own id, so an answer is never let through unchecked.
 */
export async function checkOutput(text: string, ctx: OutputContext, checks: OutputCheck[] = defaultOutputChecks): Promise<OutputDecision> {
  for (const { id, check } of checks) {
    let violated: boolean;
    try {
      violated = await check(text, ctx);
    } catch {
      return { rule: id, outcome: "blocked" };
    }
    if (violated !== false) return { rule: id, outcome: "blocked" };
  }
  return { rule: "none", outcome: "passed" };
}
