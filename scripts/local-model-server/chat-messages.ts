/** The parts of an OpenAI chat request the server reads. */
export interface ChatMessage {
  role: string;
  content?: unknown;
}

/** Text of a message whose content is a string or an array of content parts. */
export function messageText(message: ChatMessage): string {
  const { content } = message;
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return "";
  return content.map((part: unknown) => (isTextPart(part) ? part.text : "")).join("");
}

function isTextPart(part: unknown): part is { text: string } {
  return !!part && typeof part === "object" && typeof (part as { text?: unknown }).text === "string";
}

export function chatMessages(body: unknown): ChatMessage[] {
  const messages = (body as { messages?: unknown } | undefined)?.messages;
  return Array.isArray(messages) ? messages.filter((m): m is ChatMessage => !!m && typeof m === "object") : [];
}

/** Deterministic stand-in for a tokenizer: one token per four characters of message content. */
export function estimatePromptTokens(messages: ChatMessage[]): number {
  const characters = messages.reduce((sum, message) => sum + messageText(message).length, 0);
  return Math.ceil(characters / 4);
}
