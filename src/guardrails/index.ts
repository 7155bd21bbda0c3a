export type { Outcome, Verdict } from "./verdict";
export { normalise, readingsOf, type NormalisedText } from "./normalize";
export { redactPii, REDACTED_EMAIL, REDACTED_PHONE } from "./redact";
export { checkInput, isOnTopic, inputRules } from "./input";
export type { InputContext, InputDecision, InputRule, InputRuleId } from "./input";
export { checkOutput, defaultOutputChecks } from "./output";
export type { OutputCheck, OutputContext, OutputDecision, OutputRuleId } from "./output";
