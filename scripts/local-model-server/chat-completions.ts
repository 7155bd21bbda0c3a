import { randomUUID } from "node:crypto";
import { chatMessages, estimatePromptTokens, type ChatMessage } from "./chat-messages";
import type { Exchange } from "./exchange";
import { sendJson, sendOpenAIError, sleep } from "./http-helpers";
import { LOCAL_PRICING } from "./pricing";
import { replyChunks } from "./reply-chunks";
import type { ScriptedReply } from "./types";
import { replyUsage, type CompletionUsage } from "./usage";

/** `POST /v1/chat/completions`, streamed (SSE `chat.completion.chunk`s) or as one `chat.completion`. */
export async function handleChatCompletion(exchange: Exchange, takeReply: (messages: ChatMessage[]) => ScriptedReply): Promise<void> {
  const { res, body, signal } = exchange;
  if (!isChatCompletionRequest(body)) {
    sendOpenAIError(res, 400, "'messages' is a required property", null);
    return;
  }
  const messages = chatMessages(body);
  const reply = takeReply(messages);
  if (!(await sleep(reply.delayMs ?? 0, signal))) return;
  if (reply.status !== undefined && reply.status >= 400) {
    sendOpenAIError(res, reply.status, `Scripted failure with HTTP status ${reply.status}`);
    return;
  }
  const chunks = replyChunks(reply);
  const completion: CompletionFrame = {
    id: `chatcmpl-${randomUUID().replace(/-/g, "").slice(0, 24)}`,
    created: Math.floor(Date.now() / 1000),
    model: typeof body.model === "string" ? body.model : LOCAL_PRICING.chatModel,
    system_fingerprint: "fp_local",
  };
  const usage = replyUsage(reply, estimatePromptTokens(messages), chunks.length);
  if (body.stream === true) {
    await streamCompletion(exchange, reply, chunks, completion, includesUsage(body.stream_options) ? usage : null);
  } else {
    sendWholeCompletion(exchange, reply, chunks.join(""), completion, usage);
  }
}

/** The parts of a chat completion request body read here (besides the messages, which `chatMessages` reads). */
interface ChatCompletionRequest {
  messages: unknown[];
  model?: unknown;
  stream?: unknown;
  stream_options?: unknown;
}

function isChatCompletionRequest(body: unknown): body is ChatCompletionRequest {
  return !!body && typeof body === "object" && Array.isArray((body as { messages?: unknown }).messages);
}

function includesUsage(streamOptions: unknown): boolean {
  return !!streamOptions && typeof streamOptions === "object" && (streamOptions as { include_usage?: unknown }).include_usage === true;
}

interface CompletionFrame {
  id: string;
  created: number;
  model: string;
  system_fingerprint: string;
}

/** Same fields in the order OpenAI sends them. */
function withObjectType(frame: CompletionFrame, object: string) {
  return { id: frame.id, object, created: frame.created, model: frame.model, system_fingerprint: frame.system_fingerprint };
}

async function streamCompletion(
  exchange: Exchange,
  reply: ScriptedReply,
  chunks: string[],
  frame: CompletionFrame,
  usage: CompletionUsage | null,
): Promise<void> {
  const { res, signal } = exchange;
  res.writeHead(200, { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-cache" });
  const base = withObjectType(frame, "chat.completion.chunk");
  // With include_usage, OpenAI puts `"usage": null` on every chunk before the final usage chunk.
  const usageField = usage ? { usage: null } : {};
  let flushed: Promise<void> = Promise.resolve();
  const send = (data: object) => {
    flushed = new Promise((resolve) => res.write(`data: ${JSON.stringify(data)}\n\n`, () => resolve()));
  };
  const choice = (delta: object, finish_reason: string | null) => ({ index: 0, delta, logprobs: null, finish_reason });

  send({ ...base, choices: [choice({ role: "assistant", content: "", refusal: null }, null)], ...usageField });
  for (let sent = 0; sent <= chunks.length; sent++) {
    if (sent === reply.dropAfterChunks) {
      await flushed; // the client must receive what was sent before the connection goes
      return exchange.drop();
    }
    if (sent === reply.malformedAfterChunks) {
      res.end("data: {this is not json\n\n");
      return;
    }
    if (sent === chunks.length) break;
    if (sent > 0 && !(await sleep(reply.chunkDelayMs ?? 0, signal))) return;
    if (signal.aborted) return;
    send({ ...base, choices: [choice({ content: chunks[sent] }, null)], ...usageField });
  }
  send({ ...base, choices: [choice({}, "stop")], ...usageField });
  if (usage) send({ ...base, choices: [], usage });
  res.end("data: [DONE]\n\n");
}

function sendWholeCompletion(
  exchange: Exchange,
  reply: ScriptedReply,
  text: string,
  frame: CompletionFrame,
  usage: CompletionUsage | null,
): void {
  if (reply.dropAfterChunks !== undefined) return exchange.drop();
  if (reply.malformedAfterChunks !== undefined) {
    exchange.res.writeHead(200, { "content-type": "application/json" });
    exchange.res.end("{this is not json");
    return;
  }
  sendJson(exchange.res, 200, {
    ...withObjectType(frame, "chat.completion"),
    choices: [
      {
        index: 0,
        message: { role: "assistant", content: text, refusal: null, annotations: [] },
        logprobs: null,
        finish_reason: "stop",
      },
    ],
    ...(usage ? { usage } : {}),
  });
}
