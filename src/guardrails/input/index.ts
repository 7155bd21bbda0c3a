export { checkInput, isOnTopic } from "./check-input";
export { inputRules } from "./rules";
export type { InputContext, InputDecision, InputRule, InputRuleId } from "./types";
