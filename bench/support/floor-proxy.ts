import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import OpenAI from "openai";

export interface FloorProxy {
  url: string;
  close(): Promise<void>;
}

const SYSTEM =
  "You are a friendly book assistant. You discuss books, authors, genres, publishing, reading preferences and recommendations.";

/**
 * The practical floor for `POST /agent/run`: a bare `node:http` server that parses the JSON body, streams one
 * completion from the same model server with the official `openai` SDK, and re-emits each delta as an SSE
 * `token`, then `done`. The same work as the service minus the service (no validation, graph, memory or guards).
 */
export async function startFloorProxy(options: { llmUrl: string; port?: number }): Promise<FloorProxy> {
  const openai = new OpenAI({ baseURL: options.llmUrl, apiKey: "not-needed-for-local-server", maxRetries: 0 });
  const server = createServer((req, res) => {
    void (async () => {
      const body = JSON.parse(await readBody(req)) as { prompt: string; temperature?: number; max_tokens?: number };
      const controller = new AbortController();
      res.on("close", () => controller.abort());
      res.writeHead(200, { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-cache, no-transform" });
      const stream = await openai.chat.completions.create(
        {
          model: "gpt-4o-mini",
          messages: [
            { role: "system", content: SYSTEM },
            { role: "user", content: body.prompt },
          ],
          temperature: body.temperature ?? 0.3,
          max_tokens: body.max_tokens ?? 800,
          stream: true,
          stream_options: { include_usage: true },
        },
        { signal: controller.signal },
      );
      for await (const chunk of stream) {
        const text = chunk.choices[0]?.delta?.content;
        if (text) res.write(`event: token\ndata: ${JSON.stringify({ text })}\n\n`);
      }
      res.end("event: done\ndata: {}\n\n");
    })().catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}
