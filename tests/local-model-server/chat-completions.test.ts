import OpenAI from "openai";
import { startLocalModelServer, type LocalModelServer } from "../../scripts/local-model-server";
import { waitFor } from "./wait-for";

describe("local model server: chat completions through the official openai SDK", () => {
  let server: LocalModelServer;
  let client: OpenAI;

  beforeAll(async () => {
    server = await startLocalModelServer();
    client = new OpenAI({ baseURL: server.url, apiKey: "test-key", maxRetries: 0 });
  });
  afterEach(() => server.reset());
  afterAll(() => server.close());

  const messages: OpenAI.ChatCompletionMessageParam[] = [
    { role: "system", content: "You are a book assistant." }, // 25 characters
    { role: "user", content: "Recommend a novel." }, // 18 characters
  ];

  async function streamAll(options: { includeUsage: boolean }) {
    const stream = await client.chat.completions.create({
      model: "gpt-4o-mini",
      messages,
      stream: true,
      stream_options: options.includeUsage ? { include_usage: true } : undefined,
    });
    const chunks: OpenAI.ChatCompletionChunk[] = [];
    for await (const chunk of stream) chunks.push(chunk);
    return chunks;
  }

  it("streams the scripted text word by word, then finish, then usage", async () => {
    server.enqueue({ text: "Read Dune next." });

    const chunks = await streamAll({ includeUsage: true });

    expect(chunks.map((c) => c.choices[0]?.delta.content ?? null)).toEqual(["", "Read ", "Dune ", "next.", null, null]);
    expect(chunks[0].choices[0].delta.role).toBe("assistant");
    expect(chunks[4].choices[0].finish_reason).toBe("stop");
    expect(chunks[5].choices).toEqual([]);
    // prompt: ceil((25 + 18) / 4) = 11; completion: one token per chunk.
    expect(chunks[5].usage).toEqual({ prompt_tokens: 11, completion_tokens: 3, total_tokens: 14 });
    expect(chunks.every((c) => c.object === "chat.completion.chunk" && c.model === "gpt-4o-mini")).toBe(true);
  });

  it("sends no usage chunk unless include_usage is requested, and none when the script says usage: null", async () => {
    server.enqueue({ text: "One two" }, { text: "One two", usage: null });

    const withoutOption = await streamAll({ includeUsage: false });
    const withNullUsage = await streamAll({ includeUsage: true });

    for (const chunks of [withoutOption, withNullUsage]) {
      expect(chunks).toHaveLength(4);
      expect(chunks.some((c) => c.choices.length === 0 || (c.usage !== undefined && c.usage !== null))).toBe(false);
    }
  });

  it("streams explicit chunks and scripted usage verbatim", async () => {
    server.enqueue({ chunks: ["Hel", "lo"], usage: { prompt_tokens: 40, completion_tokens: 7 } });

    const chunks = await streamAll({ includeUsage: true });

    expect(chunks.map((c) => c.choices[0]?.delta.content ?? "").join("")).toBe("Hello");
    expect(chunks.at(-1)?.usage).toEqual({ prompt_tokens: 40, completion_tokens: 7, total_tokens: 47 });
  });

  it("answers a non-streaming request with one chat.completion and usage", async () => {
    server.enqueue({ text: "A quiet answer." });

    const completion = await client.chat.completions.create({ model: "gpt-4o-mini", messages });

    expect(completion.object).toBe("chat.completion");
    expect(completion.choices[0].message).toMatchObject({ role: "assistant", content: "A quiet answer." });
    expect(completion.choices[0].finish_reason).toBe("stop");
    expect(completion.usage).toEqual({ prompt_tokens: 11, completion_tokens: 3, total_tokens: 14 });
  });

  it("consumes scripted replies first in, first out, then falls back to the default reply", async () => {
    server.enqueue({ text: "first" }, { text: "second" });
    const texts: (string | null)[] = [];
    for (let i = 0; i < 3; i++) {
      const completion = await client.chat.completions.create({ model: "m", messages });
      texts.push(completion.choices[0].message.content);
    }
    expect(texts).toEqual(["first", "second", "This is a scripted reply."]);
  });

  it("answers a scripted status with an OpenAI-style error the SDK understands", async () => {
    server.enqueue({ status: 500 });

    const error = await client.chat.completions.create({ model: "m", messages }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(OpenAI.InternalServerError);
    expect((error as InstanceType<typeof OpenAI.InternalServerError>).status).toBe(500);
    expect((error as InstanceType<typeof OpenAI.InternalServerError>).error).toEqual({
      message: "Scripted failure with HTTP status 500",
      type: "server_error",
      param: null,
      code: null,
    });
  });

  it("drops the connection mid-stream after the scripted number of chunks", async () => {
    server.enqueue({ text: "one two three four", dropAfterChunks: 2 });
    const received: string[] = [];

    const stream = await client.chat.completions.create({ model: "m", messages, stream: true });
    const failure = await (async () => {
      for await (const chunk of stream) received.push(chunk.choices[0]?.delta.content ?? "");
    })().catch((e: unknown) => e);

    expect(failure).toMatchObject({ name: "TypeError", message: "terminated" }); // undici's premature end of body
    expect(received).toEqual(["", "one ", "two "]);
    expect(server.requests[0].closedEarlyAt).toBeUndefined(); // the server hung up, not the client
  });

  it("sends a malformed data line after the scripted number of chunks", async () => {
    server.enqueue({ text: "one two three", malformedAfterChunks: 1 });
    const received: string[] = [];
    const logged: unknown[][] = [];
    const record = (...args: unknown[]) => void logged.push(args);
    const quietClient = new OpenAI({
      baseURL: server.url,
      apiKey: "test-key",
      maxRetries: 0,
      logger: { error: record, warn: record, info: record, debug: record },
    });

    const stream = await quietClient.chat.completions.create({ model: "m", messages, stream: true });
    const failure = await (async () => {
      for await (const chunk of stream) received.push(chunk.choices[0]?.delta.content ?? "");
    })().catch((e: unknown) => e);

    expect(failure).toMatchObject({
      name: "SyntaxError",
      message: "Error reading response: malformed server-sent event JSON.",
    });
    expect(logged).toContainEqual(["Could not parse message into JSON:"]);
    expect(received).toEqual(["", "one "]);
  });

  it("holds the response for delayMs, so a client timeout fires first", async () => {
    server.enqueue({ text: "too late", delayMs: 5_000 });

    const error = await client.chat.completions.create({ model: "m", messages }, { timeout: 100 }).catch((e: unknown) => e);

    // Under jest the SDK reports its own timeout as a plain APIConnectionError: undici's AbortError comes from
    // another realm, so the SDK's `instanceof Error` check fails and the error name is lost.
    expect(error).toBeInstanceOf(OpenAI.APIConnectionError);
    await waitFor(() => server.requests[0]?.closedEarlyAt !== undefined, "the server to see the client give up");
  });

  it("rejects a request without messages with 400", async () => {
    const response = await fetch(`${server.url}/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ model: "m" }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { message: "'messages' is a required property", type: "invalid_request_error", param: null, code: null },
    });
  });
});
