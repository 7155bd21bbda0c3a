export { normalise } from "./normalize";
export { redactPii } from "./redact";
export { checkInput, isOnTopic, inputRules } from "./input";
export { warmUpPatternWords } from "./input/guarded-patterns";
export type { InputDecision, InputRule } from "./input";
export { checkOutput, defaultOutputChecks } from "./output";
export type { OutputCheck, OutputContext, OutputDecision } from "./output";
export { assessGrayZone, createModelJudge } from "./judge";
export type { GrayZoneSignal, InputJudge, JudgeCallOutcome } from "./judge";
