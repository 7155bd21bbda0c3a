/** The guarded profile's events for a request that passes every check, as `sequenceOf` reports them. */
export const GUARDED_PASS_SEQUENCE = [
  "status:input_guardrail",
  "status:memory_loaded",
  "status:routed",
  "status:writing",
  "status:output_guardrail",
  "answer",
  "status:memory_saved",
  "done",
];
