import { z } from "zod";
import { usageSchema } from "./usage";

const phase = <P extends string, S extends z.core.$ZodLooseShape>(name: P, fields: S) =>
  z.object({ phase: z.literal(name), ...fields });

const count = z.int().min(0);
const inputOutcome = z.enum(["passed", "redacted", "blocked", "skipped"]);
const outputOutcome = z.enum(["passed", "blocked", "skipped"]);
const progressMessage = { message: z.string() };

/** `status` event data: one shape per `phase` (decisions.md; created in src/nodes and src/runs). */
export const statusEventSchema = z
  .discriminatedUnion("phase", [
    phase("input_guardrail", {
      rule: z.string().describe('"none" when nothing matched, else the deciding rule id'),
      outcome: inputOutcome,
      redactions: z.object({ email: count, phone: count }).optional().describe('with outcome "redacted"'),
    }),
    phase("output_guardrail", { rule: z.string(), outcome: outputOutcome }),
    phase("memory_loaded", {
      threadId: z.string(),
      userId: z.string(),
      messages: count.describe("messages (user and assistant) already in the thread"),
      longTermMemories: count,
      degraded: z.literal(true).optional().describe("long-term recall failed; the run continued without it"),
    }),
    phase("routed", {
      route: z.enum(["direct", "deliberate"]),
      contextNeed: z.enum(["curated_recommendation", "comparison", "explanation", "personal_context", "quick_fact", "conversation"]),
    }),
    phase("writing", {}),
    phase("memory_saved", { ok: z.boolean(), longTermMemoriesSaved: count, messages: count }),
    phase("embedding", progressMessage),
    phase("knowledge", progressMessage),
    phase("searching", progressMessage),
    phase("synthesizing", progressMessage),
    phase("sending_to_llmhost", progressMessage),
    phase("done", { message: z.string().describe("tokens and cost summary"), usage: usageSchema }),
  ])
  .describe("Progress and guardrail decisions; the fields depend on `phase`.");

/** Every phase name, in the order of the union above. */
export const STATUS_PHASES = statusEventSchema.options.map((option) => option.shape.phase.value);
