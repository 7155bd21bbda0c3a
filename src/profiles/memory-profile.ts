import { buildMemoryGraph } from "../../graphs/memory";
import { createMemoryRunner } from "../runs/memory-runner";
import { openConversationMemory } from "./conversation-memory";
import type { ProfileParts } from "./profile-parts";
import type { SharedParts } from "./shared-parts";

export async function assembleMemoryProfile(shared: SharedParts): Promise<ProfileParts> {
  const memory = await openConversationMemory(shared, "memory");
  const graph = buildMemoryGraph(memory.deps, memory.threads.checkpointer);
  return {
    runner: createMemoryRunner({
      graph,
      threads: memory.threads,
      pricing: shared.pricing,
      logger: shared.logger,
      maxPromptChars: shared.config.MAX_PROMPT_CHARS,
    }),
    memory: { store: memory.store, threads: memory.threads, limit: shared.config.LONG_TERM_MEMORY_LIMIT },
    readiness: memory.readiness,
    close: memory.close,
  };
}
