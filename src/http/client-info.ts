import type { Config } from "../config";

/** What the web client may know about the running service: its profile and features. Nothing secret. */
export interface ClientInfo {
  profile: Config["AGENT_PROFILE"];
  features: { memory: boolean; guardrails: boolean; tracing: boolean; webSearch: boolean };
  limits: { maxPromptChars: number };
}

export function clientInfoFromConfig(config: Config): ClientInfo {
  const guarded = config.AGENT_PROFILE === "guarded";
  return {
    profile: config.AGENT_PROFILE,
    features: {
      memory: config.AGENT_PROFILE !== "retrieval",
      guardrails: guarded && config.GUARDRAILS_ENABLED,
      tracing: guarded && config.TRACER_TRACING,
      webSearch: config.AGENT_PROFILE === "retrieval" && Boolean(config.WEBSEARCH_API_KEY),
    },
    limits: { maxPromptChars: config.MAX_PROMPT_CHARS },
  };
}
