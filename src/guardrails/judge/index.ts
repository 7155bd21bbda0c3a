export { assessGrayZone } from "./gray-zone";
export type { GrayZoneSignal } from "./gray-zone";
export { createModelJudge } from "./judge";
export type { InputJudge, JudgeCallOutcome } from "./judge";
