import type { Usage } from "../llm/usage";

export type Phase =
  | "input_guardrail"
  | "output_guardrail"
  | "memory_loaded"
  | "routed"
  | "writing"
  | "memory_saved"
  | "embedding"
  | "knowledge"
  | "searching"
  | "synthesizing"
  | "sending_to_llmhost"
  | "done";

export type StatusData = { phase: Phase } & Record<string, unknown>;

export interface ErrorData {
  detail: string;
  rule?: string;
  tracerRunId?: string | null;
  recoverable?: boolean;
}

/** Every event a client can receive; the SSE writer is the only code that serialises them. */
export type AgentEvent =
  | { event: "status"; data: StatusData }
  | { event: "token"; data: { text: string } }
  | { event: "answer"; data: { text: string } }
  | { event: "context"; data: { books: unknown[] } }
  | { event: "sources"; data: { items: unknown[] } }
  | { event: "agent_message"; data: { text: string } }
  | { event: "error"; data: ErrorData }
  | { event: "heartbeat"; data: { ts: string } }
  | { event: "done"; data: Usage | Record<string, never> };

export const events = {
  status: (phase: Phase, fields: Record<string, unknown> = {}): AgentEvent => ({ event: "status", data: { phase, ...fields } }),
  token: (text: string): AgentEvent => ({ event: "token", data: { text } }),
  answer: (text: string): AgentEvent => ({ event: "answer", data: { text } }),
  context: (books: unknown[]): AgentEvent => ({ event: "context", data: { books } }),
  sources: (items: unknown[]): AgentEvent => ({ event: "sources", data: { items } }),
  agentMessage: (text: string): AgentEvent => ({ event: "agent_message", data: { text } }),
  error: (data: ErrorData): AgentEvent => ({ event: "error", data }),
  heartbeat: (): AgentEvent => ({ event: "heartbeat", data: { ts: new Date().toISOString() } }),
  done: (data: Usage | Record<string, never> = {}): AgentEvent => ({ event: "done", data }),
};

export type Emit = (event: AgentEvent) => void;
