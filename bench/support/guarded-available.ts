import { existsSync } from "node:fs";
import path from "node:path";
import { REPO_ROOT } from "./child-server";

/** The guarded profile needs the guardrails module; until it exists the benchmarks measure the memory profile. */
export function guardedProfileAvailable(): boolean {
  return existsSync(path.join(REPO_ROOT, "src/guardrails/index.ts"));
}
