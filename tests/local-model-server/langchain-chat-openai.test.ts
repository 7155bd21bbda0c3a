import { HumanMessage, SystemMessage } from "@langchain/core/messages";
import { ChatOpenAI } from "@langchain/openai";
import { LOCAL_PRICING, startLocalModelServer, type LocalModelServer } from "../../scripts/local-model-server";

describe("local model server: ChatOpenAI from @langchain/openai", () => {
  let server: LocalModelServer;
  let model: ChatOpenAI;

  beforeAll(async () => {
    server = await startLocalModelServer({ apiKey: "sk-local" });
    // Never `streaming: true` (it fetches a tokenizer at run time); `streamUsage` asks for the usage chunk.
    model = new ChatOpenAI({
      model: LOCAL_PRICING.chatModel,
      apiKey: "sk-local",
      configuration: { baseURL: server.url },
      maxRetries: 0,
      streamUsage: true,
      temperature: 0.3,
    });
  });
  afterEach(() => server.reset());
  afterAll(() => server.close());

  const messages = [new SystemMessage("Be brief."), new HumanMessage("Name a classic.")]; // 9 + 15 characters

  it("streams tokens and reports the provider's usage on the last chunk", async () => {
    server.enqueue({ text: "Try Middlemarch by George Eliot." });

    const texts: string[] = [];
    let usage: unknown;
    for await (const chunk of await model.stream(messages)) {
      texts.push(chunk.text);
      if (chunk.usage_metadata) usage = chunk.usage_metadata;
    }

    expect(texts.join("")).toBe("Try Middlemarch by George Eliot.");
    expect(texts.filter((t) => t !== "")).toEqual(["Try ", "Middlemarch ", "by ", "George ", "Eliot."]);
    expect(usage).toMatchObject({ input_tokens: 6, output_tokens: 5, total_tokens: 11 });
    expect(server.requests[0].body).toMatchObject({
      model: LOCAL_PRICING.chatModel,
      stream: true,
      stream_options: { include_usage: true },
      temperature: 0.3,
    });
  });

  it("invokes without streaming and carries usage_metadata", async () => {
    server.enqueue({ text: "Persuasion." });

    const reply = await model.invoke(messages);

    expect(reply.text).toBe("Persuasion.");
    expect(reply.usage_metadata).toMatchObject({ input_tokens: 6, output_tokens: 1, total_tokens: 7 });
    expect((server.requests[0].body as { stream?: unknown }).stream).not.toBe(true);
  });

  it("fails once, without retrying, on a scripted 500 when maxRetries is 0", async () => {
    server.enqueue({ status: 500 }, { text: "should never be used" });

    await expect(model.invoke(messages)).rejects.toThrow("Scripted failure with HTTP status 500");
    expect(server.requests).toHaveLength(1);
  });
});
