export { checkOutput } from "./check-output";
export { defaultOutputChecks } from "./default-checks";
export type { OutputCheck, OutputContext, OutputDecision } from "./types";
