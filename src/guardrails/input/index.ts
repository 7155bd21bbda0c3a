export { checkInput, isOnTopic } from "./check-input";
export { inputRules } from "./rules";
export type { InputDecision, InputRule } from "./types";
