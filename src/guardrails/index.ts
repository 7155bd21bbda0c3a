export { normalise } from "./normalize";
export { redactPii } from "./redact";
export { checkInput, isOnTopic, inputRules } from "./input";
export type { InputDecision, InputRule } from "./input";
export { checkOutput, defaultOutputChecks } from "./output";
export type { OutputCheck, OutputContext, OutputDecision } from "./output";
