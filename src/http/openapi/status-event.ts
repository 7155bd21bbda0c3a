import { z } from "zod";
import type { Phase } from "../../runs/events";
import { usageSchema } from "./usage";

const count = z.int().min(0);
const progress = { message: z.string() };

/** The fields of each `status` phase besides `phase` (decisions.md; emitted by src/nodes and src/runs). */
const FIELDS_BY_PHASE = {
  input_guardrail: {
    rule: z.string().describe('"none" when nothing matched, else the deciding rule id'),
    outcome: z.enum(["passed", "redacted", "blocked", "skipped"]),
    redactions: z.object({ email: count, phone: count }).optional().describe('with outcome "redacted"'),
  },
  output_guardrail: { rule: z.string(), outcome: z.enum(["passed", "blocked", "skipped"]) },
  memory_loaded: {
    threadId: z.string(),
    userId: z.string(),
    messages: count.describe("messages (user and assistant) already in the thread"),
    longTermMemories: count,
    degraded: z.literal(true).optional().describe("long-term recall failed; the run continued without it"),
  },
  routed: {
    route: z.enum(["direct", "deliberate"]),
    contextNeed: z.enum(["curated_recommendation", "comparison", "explanation", "personal_context", "quick_fact", "conversation"]),
  },
  writing: {},
  memory_saved: {
    ok: z.boolean().describe("false when the long-term write failed (the thread turn is still kept)"),
    longTermMemoriesSaved: count,
    messages: count,
    usage: usageSchema.optional().describe("guarded profile: the run's usage, since its `done` is {}"),
  },
  embedding: progress,
  knowledge: progress,
  searching: progress,
  synthesizing: progress,
  sending_to_llmhost: progress,
  done: { message: z.string().describe("tokens and cost summary"), usage: usageSchema },
} satisfies Record<Phase, z.core.$ZodLooseShape>;

type PhaseObject = z.ZodObject<{ phase: z.ZodLiteral<Phase> } & z.core.$ZodLooseShape>;

/** Every phase, as one enum (component `StatusPhase`). */
export const statusPhaseSchema = z.enum(Object.keys(FIELDS_BY_PHASE) as [Phase, ...Phase[]]);

const phaseObjects = Object.entries(FIELDS_BY_PHASE).map(([phase, fields]): PhaseObject =>
  z.object({ phase: z.literal(phase as Phase), ...fields }),
) as [PhaseObject, ...PhaseObject[]];

/** `status` event data: one object per phase (JSON Schema `oneOf`, told apart by the `phase` constant). */
export const statusEventSchema = z
  .discriminatedUnion("phase", phaseObjects)
  .describe("Progress and guardrail decisions: `phase` is one of StatusPhase, and the other fields depend on it.");
