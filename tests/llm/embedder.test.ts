import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createOpenAiEmbedder } from "../../src/llm/embedder";
import { createProviderClient } from "../../src/llm/provider";

describe("OpenAI-SDK embedder", () => {
  let server: Server;
  let baseURL: string;
  const requests: Array<{
    path: string;
    authorization: string | undefined;
    body: { model: string; input: string[]; encoding_format?: string };
  }> = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      let raw = "";
      request.on("data", (chunk) => (raw += chunk));
      request.on("end", () => {
        const body = JSON.parse(raw) as (typeof requests)[number]["body"];
        requests.push({ path: request.url ?? "", authorization: request.headers.authorization, body });
        const data = body.input.map((text, index) => {
          const vector = new Float32Array([text.length, index + 0.5]);
          return { object: "embedding", index, embedding: Buffer.from(vector.buffer).toString("base64") };
        });
        response.writeHead(200, { "content-type": "application/json" });
        // Answered out of order: the embedder must restore the input order from `index`.
        response.end(
          JSON.stringify({ object: "list", model: body.model, data: data.reverse(), usage: { prompt_tokens: 7, total_tokens: 7 } }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("posts the texts to /embeddings and returns their vectors in input order with the billed tokens", async () => {
    const embedder = createOpenAiEmbedder(createProviderClient({ baseUrl: baseURL, apiKey: "sk-test", timeoutMs: 5000 }), "embed-small");
    expect(await embedder.embed(["Dune", "Emma!"])).toEqual({
      vectors: [
        [4, 0.5],
        [5, 1.5],
      ],
      tokens: 7,
    });
    expect(requests).toEqual([
      {
        path: "/v1/embeddings",
        authorization: "Bearer sk-test",
        body: { model: "embed-small", input: ["Dune", "Emma!"], encoding_format: "base64" },
      },
    ]);
    expect(await embedder.embed([])).toEqual({ vectors: [], tokens: 0 });
    expect(requests).toHaveLength(1);
  });
});
