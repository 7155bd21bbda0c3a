import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { handleAdmin, isPricingShape } from "./admin-api";
import { handleChatCompletion } from "./chat-completions";
import type { ChatMessage } from "./chat-messages";
import { demoReply } from "./demo-reply";
import { handleEmbeddings } from "./embeddings";
import type { Exchange } from "./exchange";
import { DEFAULT_EMBEDDING_DIMENSIONS } from "./hash-embedding";
import { parseBody, readBody, sendOpenAIError } from "./http-helpers";
import { handleModels } from "./models-endpoint";
import { ServerState } from "./server-state";
import type { LocalModelServer, LocalModelServerOptions, RecordedRequest, ScriptedReply } from "./types";

const DEFAULT_REPLY: ScriptedReply = { text: "This is a scripted reply." };

/**
 * An OpenAI-compatible HTTP server for tests, benchmarks and the offline demo: chat completions (scripted or demo
 * replies), embeddings, a priced model catalog, plus an admin API. Listens on 127.0.0.1 and a free port by default.
 */
export async function startLocalModelServer(options: LocalModelServerOptions = {}): Promise<LocalModelServer> {
  const state = new ServerState(options.pricing ?? "per_token");
  const takeReply = (messages: ChatMessage[]): ScriptedReply =>
    state.queue.next() ?? (options.mode === "demo" ? demoReply(messages) : (options.defaultReply ?? DEFAULT_REPLY));

  async function route(exchange: Exchange, method: string, path: string): Promise<void> {
    if (method === "POST" && path === "/v1/chat/completions") return handleChatCompletion(exchange, takeReply);
    if (method === "POST" && path === "/v1/embeddings") {
      return handleEmbeddings(exchange, options.embeddingDimensions ?? DEFAULT_EMBEDDING_DIMENSIONS);
    }
    if (method === "GET" && path === "/v1/models") return handleModels(exchange, state.pricing);
    const modelId = path.match(/^\/v1\/models\/(.+)$/)?.[1];
    if (method === "GET" && modelId) return handleModels(exchange, state.pricing, decodeURIComponent(modelId));
    sendOpenAIError(exchange.res, 404, `Unknown request URL: ${method} ${path}`, "unknown_url");
  }

  async function onRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? "GET";
    const path = new URL(req.url ?? "/", "http://localhost").pathname;
    const exchange = openExchange(req, res);
    const isAdmin = path.startsWith("/__admin/");
    const record: RecordedRequest | undefined = isAdmin
      ? undefined
      : { method, path, headers: { ...req.headers }, body: undefined, receivedAt: Date.now() };
    if (record) {
      state.requests.push(record);
      res.on("close", () => {
        if (!res.writableFinished && !exchange.droppedByServer) record.closedEarlyAt = Date.now();
      });
    }
    exchange.body = parseBody(await readBody(req));
    if (record) record.body = exchange.body;
    if (isAdmin) return handleAdmin(exchange, state, method, path);
    if (options.apiKey !== undefined && req.headers.authorization !== `Bearer ${options.apiKey}`) {
      sendOpenAIError(res, 401, "Incorrect API key provided.", "invalid_api_key");
      return;
    }
    await route(exchange, method, path);
  }

  const server = createServer((req, res) => {
    onRequest(req, res).catch(() => {
      if (res.headersSent) res.destroy();
      else sendOpenAIError(res, 500, "The local model server failed to handle the request.");
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host ?? "127.0.0.1";

  return {
    url: `http://${host.includes(":") ? `[${host}]` : host}:${port}/v1`,
    requests: state.requests,
    enqueue: (...replies) => state.queue.enqueue(...replies),
    setPricing(pricing = "per_token") {
      if (!isPricingShape(pricing)) throw new Error(`unknown pricing shape: ${String(pricing)}`);
      state.pricing = pricing;
    },
    reset: () => state.reset(),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

function openExchange(req: IncomingMessage, res: ServerResponse): Exchange & { droppedByServer: boolean } {
  const closed = new AbortController();
  res.on("close", () => closed.abort());
  const exchange = {
    req,
    res,
    body: undefined as unknown,
    signal: closed.signal,
    droppedByServer: false,
    drop() {
      exchange.droppedByServer = true;
      res.socket?.destroy();
    },
  };
  return exchange;
}
