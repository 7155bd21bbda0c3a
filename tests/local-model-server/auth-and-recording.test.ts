import OpenAI from "openai";
import { startLocalModelServer, type LocalModelServer } from "../../scripts/local-model-server";
import { waitFor } from "./wait-for";

describe("local model server: authentication and request recording", () => {
  let server: LocalModelServer;

  beforeAll(async () => {
    server = await startLocalModelServer({ apiKey: "sk-right" });
  });
  afterEach(() => server.reset());
  afterAll(() => server.close());

  const clientWithKey = (apiKey: string) => new OpenAI({ baseURL: server.url, apiKey, maxRetries: 0 });
  const messages: OpenAI.ChatCompletionMessageParam[] = [{ role: "user", content: "hello" }];

  it("answers 401 with an OpenAI-style error to a wrong bearer key, without consuming the script", async () => {
    server.enqueue({ text: "for the right key" });

    const error = await clientWithKey("sk-wrong")
      .chat.completions.create({ model: "m", messages })
      .catch((e: unknown) => e);
    const completion = await clientWithKey("sk-right").chat.completions.create({ model: "m", messages });

    expect(error).toBeInstanceOf(OpenAI.AuthenticationError);
    expect((error as InstanceType<typeof OpenAI.AuthenticationError>).error).toEqual({
      message: "Incorrect API key provided.",
      type: "invalid_request_error",
      param: null,
      code: "invalid_api_key",
    });
    expect(completion.choices[0].message.content).toBe("for the right key");
  });

  it("records every /v1 request with method, path, headers and parsed body", async () => {
    const client = clientWithKey("sk-right");
    await client.chat.completions.create({ model: "m", messages });
    await client.embeddings.create({ model: "e", input: "x" });
    await client.models.list();

    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      "POST /v1/chat/completions",
      "POST /v1/embeddings",
      "GET /v1/models",
    ]);
    expect(server.requests[0].headers.authorization).toBe("Bearer sk-right");
    expect(server.requests[0].body).toEqual({ model: "m", messages });
    expect(server.requests.every((r) => typeof r.receivedAt === "number" && r.closedEarlyAt === undefined)).toBe(true);
  });

  it("marks closedEarlyAt when the client aborts mid-stream", async () => {
    server.enqueue({ text: "first then a very long pause", chunkDelayMs: 60_000 });
    const controller = new AbortController();
    const received: string[] = [];

    const stream = await clientWithKey("sk-right").chat.completions.create(
      { model: "m", messages, stream: true },
      { signal: controller.signal },
    );
    for await (const chunk of stream) {
      const text = chunk.choices[0]?.delta.content;
      if (text) {
        received.push(text);
        controller.abort(); // mid-stream: the iteration then ends quietly
      }
    }
    await waitFor(() => server.requests[0].closedEarlyAt !== undefined, "closedEarlyAt to be set");

    expect(received).toEqual(["first "]);
    expect(server.requests[0].closedEarlyAt).toBeGreaterThanOrEqual(server.requests[0].receivedAt);
  });
});
