import type { z } from "zod";
import type { Profile } from "../../runs/profile-runner";
import type { ApiFragment } from "./api-fragment";
import { agentRunFragment } from "./fragments/agent-run";
import { errorsFragment } from "./fragments/errors";
import { feedbackFragment } from "./fragments/feedback";
import { memoryFragment } from "./fragments/memory";
import { operationsFragment } from "./fragments/operations";

/** What each profile mounts (as src/app.ts does): retrieval has no privacy endpoints; only guarded has feedback. */
export function profileFragments(profile: Profile, agentRequestSchema: z.ZodType): ApiFragment[] {
  return [
    agentRunFragment(profile, agentRequestSchema),
    ...(profile === "retrieval" ? [] : [memoryFragment]),
    ...(profile === "guarded" ? [feedbackFragment] : []),
    operationsFragment,
    errorsFragment,
  ];
}
