import type { LocalModelServerOptions } from "../../../scripts/local-model-server";
import { startHarness, type Harness } from "../../support/service-harness";
import { GUARDED_PASS_SEQUENCE } from "../../support/sequences";

/** The real service in the guarded profile (the default profile) over real HTTP, model played by the local server. */
export function startGuardedHarness(env: Record<string, string> = {}, llmOptions: LocalModelServerOptions = {}): Promise<Harness> {
  return startHarness({ AGENT_PROFILE: "guarded", ...env }, llmOptions);
}

export { GUARDED_PASS_SEQUENCE as PASS_SEQUENCE };

/** A book question every input rule lets through. */
export const BOOK_PROMPT = "Recommend a thoughtful science fiction novel for a long train ride";
