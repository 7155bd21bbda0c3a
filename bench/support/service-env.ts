/** Environment for a benchmarked service process: loopback model server, in-process memory, port chosen by the OS. */
export function serviceEnv(profile: "guarded" | "memory", llmUrl: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    AGENT_PROFILE: profile,
    PORT: "0",
    HOST: "127.0.0.1",
    LLMHOST_BASE_URL: llmUrl,
    MEMORY_BACKEND: "memory",
    LOG_LEVEL: "info",
    ...extra,
  };
}

/** A passing book question; `index` spreads requests over 256 users/threads so concurrent runs never share a thread. */
export function runBody(index: number, prompt = "Recommend a thoughtful science fiction novel for a long train ride") {
  return { prompt, thread_id: `thread-${index % 256}`, user_id: `reader-${index % 256}` };
}
